import { createCipheriv } from 'node:crypto';

/** AES-256-GCM as WeChat Pay encrypts a resource: base64(ciphertext ‖ 16-byte tag). Used by the sandbox and tests. */
export const encryptWechatResource = (apiV3Key: string, nonce: string, associatedData: string, plaintext: string): string => {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([encrypted, cipher.getAuthTag()]).toString('base64');
};
