/** Spec §5: passwords are 6–18 characters with no Chinese characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 18;

const HAN = /\p{Script=Han}/u;

/** True when `password` satisfies the spec §5 rule. */
export const isValidPassword = (password: string): boolean =>
  password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && !HAN.test(password) && !/\s/.test(password);
