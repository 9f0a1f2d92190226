/** Request content types of an ordinary call (spec §7: form by default, JSON accepted). */
export const FORM_CONSUMES = ['application/x-www-form-urlencoded', 'application/json'];

/** Request content type of an upload (spec §7). */
export const MULTIPART_CONSUMES = ['multipart/form-data'];
