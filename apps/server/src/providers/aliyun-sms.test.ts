import { afterEach, describe, expect, it } from 'vitest';
import { createAliyunSmsProvider, percentEncode, signAliyunRpcRequest } from './aliyun-sms';
import { startFakeGateway } from '../../test/fake-gateway';

describe(signAliyunRpcRequest.name, () => {
  // The worked example of Aliyun's SMS API documentation (RPC signature v1, GET).
  it("matches Aliyun's documented SendSms example", () => {
    const parameters = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(signAliyunRpcRequest('GET', parameters, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });
});

describe(percentEncode.name, () => {
  it.each([
    ['a b', 'a%20b'],
    ['*', '%2A'],
    ['~-_.', '~-_.'],
    ["!'()", '%21%27%28%29'],
    ['/=&+', '%2F%3D%26%2B'],
    ['短', '%E7%9F%AD'],
  ])('encodes %j as %s', (value, encoded) => {
    expect(percentEncode(value)).toBe(encoded);
  });
});

describe(createAliyunSmsProvider.name, () => {
  let gateway: Awaited<ReturnType<typeof startFakeGateway>> | undefined;
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });

  const provider = (endpoint: string) =>
    createAliyunSmsProvider({
      accessKeyId: 'LTAI-test-id',
      accessKeySecret: 'test-secret',
      signName: '合规通',
      templateCode: 'SMS_123456789',
      endpoint,
      now: () => new Date('2031-01-02T03:04:05.678Z'),
      nonce: () => 'nonce-0001',
    });

  it('posts a signed SendSms request with the template and its code', async () => {
    gateway = await startFakeGateway(() => ({ status: 200, json: { Code: 'OK', Message: 'OK', RequestId: 'r-1', BizId: 'b-1' } }));
    await provider(gateway.url).send('+85291234567', 'Your code is 123456.', { code: '123456' });
    expect(gateway.received).toHaveLength(1);
    const [request] = gateway.received;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const fields = Object.fromEntries(new URLSearchParams(request.body));
    const { Signature, ...signed } = fields;
    expect(signed).toEqual({
      AccessKeyId: 'LTAI-test-id',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '85291234567',
      SignName: '合规通',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: 'nonce-0001',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_123456789',
      TemplateParam: '{"code":"123456"}',
      Timestamp: '2031-01-02T03:04:05Z',
      Version: '2017-05-25',
    });
    expect(Signature).toBe(signAliyunRpcRequest('POST', signed, 'test-secret'));
  });

  it('passes the text as { content } when no template values are given', async () => {
    gateway = await startFakeGateway(() => ({ status: 200, json: { Code: 'OK' } }));
    await provider(gateway.url).send('+8613800138000', 'Reminder: board meeting at 10:00.');
    const fields = Object.fromEntries(new URLSearchParams(gateway.received[0].body));
    expect(fields.PhoneNumbers).toBe('8613800138000');
    expect(JSON.parse(fields.TemplateParam)).toEqual({ content: 'Reminder: board meeting at 10:00.' });
  });

  it("fails with Aliyun's reason when it refuses", async () => {
    gateway = await startFakeGateway(() => ({ status: 200, json: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'frequency limited', RequestId: 'r-2' } }));
    await expect(provider(gateway.url).send('+85291234567', 'x', { code: '1' })).rejects.toThrow(/isv\.BUSINESS_LIMIT_CONTROL: frequency limited/);
  });

  it('fails on an HTTP error', async () => {
    gateway = await startFakeGateway(() => ({ status: 500, json: {} }));
    await expect(provider(gateway.url).send('+85291234567', 'x')).rejects.toThrow(/HTTP 500/);
  });
});
