/** Request content types of an ordinary call (spec §7: form by default, JSON accepted). */
export const FORM_CONSUMES = ['application/x-www-form-urlencoded', 'application/json'];
