/**
 * The phone number the e2e server treats as back-office staff: global-setup
 * passes it in STAFF_PHONES (+852 region, the register form's default).
 */
export const E2E_STAFF_PHONE = '55500001';
/** The commerce spec's own staff member (registry fulfilment at /admin/orders). */
export const E2E_COMMERCE_STAFF_PHONE = '55500002';
/** The secretary spec's staff member (matter templates at /admin/secretaryTemplates). */
export const E2E_SECRETARY_STAFF_PHONE = '55500003';
export const E2E_STAFF_PHONES_SETTING = `+852${E2E_STAFF_PHONE},+852${E2E_COMMERCE_STAFF_PHONE},+852${E2E_SECRETARY_STAFF_PHONE}`;
