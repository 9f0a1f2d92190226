/**
 * The phone number the e2e server treats as back-office staff: global-setup
 * passes it in STAFF_PHONES (+852 region, the register form's default).
 */
export const E2E_STAFF_PHONE = '55500001';
export const E2E_STAFF_PHONES_SETTING = `+852${E2E_STAFF_PHONE}`;
