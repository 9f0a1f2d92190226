/** Spec §4 message source routing lives in @app/contracts (the server's e-mail digest links the same way). */
export { messageTarget } from '@app/contracts';
