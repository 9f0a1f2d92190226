/**
 * The one table of application error codes. Each named code maps to the
 * numeric `errCode` of spec §8 (what the web reacts to) and to an HTTP status.
 * Messages live in `locales/<lng>/errors.json` under `codes.<NAME>`.
 */
export const ErrorCodes = {
  /** A request field failed schema validation; `details` names each field. */
  VALIDATION_FAILED: { errCode: 400, status: 400 },
  /** The body could not be parsed (malformed form, JSON or multipart). */
  REQUEST_MALFORMED: { errCode: 400, status: 400 },
  /** The body is larger than the server accepts. */
  REQUEST_TOO_LARGE: { errCode: 413, status: 413 },
  /** The Content-Type is not one the API accepts for this call. */
  REQUEST_UNSUPPORTED_MEDIA_TYPE: { errCode: 415, status: 415 },
  /** No API call exists at this path. */
  API_NOT_FOUND: { errCode: 404, status: 404 },
  /** The API call exists but not with this HTTP method. */
  API_METHOD_NOT_ALLOWED: { errCode: 405, status: 405 },
  /** A requested record does not exist (or is not visible to the caller). */
  RECORD_NOT_FOUND: { errCode: 404, status: 404 },
  /** 'Record exists. Do not duplicate.' */
  RECORD_DUPLICATE: { errCode: 409, status: 409 },
  /** Too many requests from one client in a short time. */
  RATE_LIMITED: { errCode: 429, status: 429 },
  /** Too many writes (feedback, e-mail codes, user-added records) from one client address or account in a window (spec §8 -5 'too frequent'); resultData.retryAfterSeconds. */
  WRITES_TOO_FREQUENT: { errCode: -5, status: 429 },
  /** A back-office review of a user-added record that is no longer pending. */
  COMPANIES_OFFERING_ALREADY_REVIEWED: { errCode: 409, status: 409 },
  /** A visitor called something that needs an account (spec §8 9999: go to login). */
  AUTH_LOGIN_REQUIRED: { errCode: 9999, status: 401 },
  /** The token is unknown, revoked or expired (spec §8 9999). */
  AUTH_SESSION_INVALID: { errCode: 9999, status: 401 },
  /** The session was ended elsewhere, e.g. signed in on another device (spec §8 9998). */
  AUTH_SESSION_REPLACED: { errCode: 9998, status: 401 },
  /** The user's information changed (approval); the client reloads it (spec §8 9997). */
  AUTH_USER_INFO_CHANGED: { errCode: 9997, status: 200 },
  /** The phone number has no account (spec §8 -1). */
  AUTH_USER_NOT_REGISTERED: { errCode: -1, status: 404 },
  /** Wrong password (spec §8 -2). */
  AUTH_PASSWORD_WRONG: { errCode: -2, status: 401 },
  /** A verification code must be requested first (spec §8 -3). */
  AUTH_SMS_CODE_NOT_SENT: { errCode: -3, status: 400 },
  /** The account has no password yet; sign in by SMS code first (spec §8 first login sets a password). */
  AUTH_PASSWORD_NOT_SET: { errCode: -2, status: 401 },
  /** Password sign-in locked after 5 wrong passwords in 15 minutes (spec §8 -2); SMS-code sign-in still works. */
  AUTH_PASSWORD_LOCKED: { errCode: -2, status: 429 },
  /** The organisation admin cancelled this user's login access (spec §6). */
  AUTH_ACCOUNT_DISABLED: { errCode: 403, status: 403 },
  /** The WeChat binding ticket from a scan is unknown or expired. */
  AUTH_WECHAT_TICKET_INVALID: { errCode: -3, status: 400 },
  /** The verification code is wrong or expired (spec §8 -4). */
  AUTH_SMS_CODE_INVALID: { errCode: -4, status: 400 },
  /** 'Captcha can only be sent one time per minute' (spec §8 -5). */
  AUTH_SMS_CODE_TOO_FREQUENT: { errCode: -5, status: 429 },
  /** 'The number of captcha sent per day exceeds the limit' (spec §8 -5). */
  AUTH_SMS_DAILY_LIMIT: { errCode: -5, status: 429 },
  /** A code was locked after 5 wrong entries; a new one must be requested (spec §8 -4). */
  AUTH_SMS_CODE_LOCKED: { errCode: -4, status: 400 },
  /** sendCode came without a valid, unused ticket of a solved slider captcha (spec §8 -3 send-code tip). */
  AUTH_CAPTCHA_REQUIRED: { errCode: -3, status: 400 },
  /** The slider was not released over the hole (or too fast); the client refreshes the puzzle (spec §8 -3). */
  AUTH_CAPTCHA_FAILED: { errCode: -3, status: 400 },
  /** The slider puzzle is unknown, expired, solved or out of attempts; the client loads a new one (spec §8 -3). */
  AUTH_CAPTCHA_EXPIRED: { errCode: -3, status: 400 },
  /** The puzzle was solved but, after earlier failures from this client, one more must be solved before a ticket (spec §8 -3: the client loads a new one). */
  AUTH_CAPTCHA_NEXT_ROUND: { errCode: -3, status: 400 },
  /** Too many slider puzzles from one client address, or asked again too soon after failures (spec §8 -5 'too often'); resultData.retryAfterSeconds. */
  AUTH_CAPTCHA_TOO_FREQUENT: { errCode: -5, status: 429 },
  /** 'The phone number has been registered' (spec §8 201). */
  AUTH_PHONE_REGISTERED: { errCode: 201, status: 409 },
  /** The phone is already used by another account (spec §8 204). */
  ACCOUNT_PHONE_EXISTS: { errCode: 204, status: 409 },
  /** 'Email address exists.' (spec §8 205). */
  ACCOUNT_EMAIL_EXISTS: { errCode: 205, status: 409 },
  /** Spec §4: the account type may be changed once a year. */
  ACCOUNT_TYPE_CHANGE_TOO_SOON: { errCode: 409, status: 409 },
  /** The caller's role may not use this call (route roles, admin). */
  PERMISSION_DENIED: { errCode: 403, status: 403 },
  /** The organisation has reached its number of users (spec §8 -9). */
  ORGANISATION_USER_LIMIT: { errCode: -9, status: 403 },
  /** A VIP membership (vipStatus 1 or 3) is needed (spec §8 -10). */
  VIP_REQUIRED: { errCode: -10, status: 403 },
  /** A company (corporate) membership, vipStatus 3, is needed (spec §8 -11). */
  VIP_COMPANY_REQUIRED: { errCode: -11, status: 403 },
  /** The user already holds this membership (spec §8 500). */
  COMMERCE_ALREADY_MEMBER: { errCode: 500, status: 409 },
  /** Keywords mix Chinese and English (spec §8 -1 with its own message). */
  SEARCH_MIXED_LANGUAGE: { errCode: -1, status: 400 },
  /** The free daily search quota is used up (spec §8 1999). */
  QUOTA_SEARCH_EXCEEDED: { errCode: 1999, status: 429 },
  /** The free daily company look-up quota is used up (spec §8 2000). */
  QUOTA_COMPANY_EXCEEDED: { errCode: 2000, status: 429 },
  /** 'System upgrade, please wait~' (spec §8 502: server stopped). */
  SYSTEM_MAINTENANCE: { errCode: 502, status: 503 },
  /** Anything unexpected; the details are logged, never sent. */
  SYSTEM_INTERNAL_ERROR: { errCode: 999, status: 500 },
  /** Spec §6: a listed-company (personal-type, type 1) account cannot have or switch client companies; same errCode as PERMISSION_DENIED. */
  ORGANISATION_LISTED_CANNOT_SWITCH: { errCode: 403, status: 403 },
  /** A certification was submitted while the company's certification is under review (spec §4 status 1). */
  ORGANISATION_CERTIFICATION_PENDING: { errCode: 409, status: 409 },
  /** A certification was submitted for a company that is already certified (spec §4 status 2). */
  ORGANISATION_ALREADY_CERTIFIED: { errCode: 409, status: 409 },
  /** Spec §6 certification pages: the account must be certified (certificationCheckStatus 2) first. */
  ORGANISATION_CERTIFICATION_REQUIRED: { errCode: 403, status: 403 },
  /** Spec §6 certification pages while the certification is under review (status 1). */
  ORGANISATION_CERTIFICATION_UNDER_REVIEW: { errCode: 403, status: 403 },
  /** A reviewer approved or rejected a certification request that is no longer under review. */
  ORGANISATION_CERTIFICATION_ALREADY_REVIEWED: { errCode: 409, status: 409 },
  /** An upload's content is not one of the allowed file types (spec §5 'unsupported file type'); checked by content, not by name. */
  FILES_UNSUPPORTED_TYPE: { errCode: 415, status: 415 },
  /** An uploaded image has more pixels (or a longer side) than the server decodes; read from its header, never decoded. */
  FILES_IMAGE_TOO_LARGE: { errCode: 413, status: 413 },
  /** The organisation's stored files would exceed its storage quota (ORGANISATION_STORAGE_QUOTA_MB). */
  FILES_STORAGE_QUOTA_EXCEEDED: { errCode: 507, status: 507 },
  /** Too many uploads from one user or one client address in the hour (spec §8 -5 'too often'). */
  FILES_UPLOAD_TOO_FREQUENT: { errCode: -5, status: 429 },
  /** Every OCR worker is busy and the queue is full; the upload was not kept. */
  FILES_OCR_BUSY: { errCode: 503, status: 503 },
  /** Reading the image took longer than the OCR time limit; the worker was stopped and the upload not kept. */
  FILES_OCR_TIMEOUT: { errCode: 503, status: 503 },
  /** No documents matched the companies and dates of a bulk download, so no zip was made. */
  DOWNLOADS_NO_DOCUMENTS: { errCode: 404, status: 404 },
  /** A prepared download does not exist, has expired (24 hours) or belongs to someone else (spec §8 'file not ready'). */
  DOWNLOADS_FILE_NOT_FOUND: { errCode: 404, status: 404 },
  /** The caller already has a bulk download being built; one at a time per user. */
  DOWNLOADS_BUILD_IN_PROGRESS: { errCode: 429, status: 429 },
  /** Spec §5: the own listed company and the default client company are followed implicitly and cannot be unfollowed. */
  FOCUS_COMPANY_LOCKED: { errCode: 409, status: 409 },
  /** /au/focus/add named a stock code that is not in the listed-company catalogue. */
  FOCUS_STOCK_NOT_FOUND: { errCode: 404, status: 404 },
  /** A keyword that cannot be searched (only symbols, a lone Chinese character, too many terms). */
  SEARCH_KEYWORD_INVALID: { errCode: -1, status: 400 },
  /** Lists page at most SearchLimits.maxOffset rows deep; narrow the search instead. */
  SEARCH_PAGE_TOO_DEEP: { errCode: 400, status: 400 },
  /** Spec §8 'Details in this language are not found, please try again'; resultData.langTypes lists the versions that exist. */
  DOCUMENT_LANGUAGE_NOT_FOUND: { errCode: 404, status: 404 },
  /** /au/listedCompany/* named a market and stock code that is not in the listed-company catalogue. */
  COMPANIES_LISTED_NOT_FOUND: { errCode: 404, status: 404 },
  /** /au/hkCompany/detail named a company number that is not in the Hong Kong company register. */
  COMPANIES_HK_COMPANY_NOT_FOUND: { errCode: 404, status: 404 },
  /** /au/director/detail named a director id that does not exist. */
  COMPANIES_DIRECTOR_NOT_FOUND: { errCode: 404, status: 404 },
  /** /au/offering/detail or /au/listedCompany/status named an offering id that does not exist. */
  COMPANIES_OFFERING_NOT_FOUND: { errCode: 404, status: 404 },
  /** A file or folder does not exist in the caller's organisation, is in the recycle bin, or is not visible to them (spec §8 'file not ready'). */
  FILES_NOT_FOUND: { errCode: 404, status: 404 },
  /** A folder already holds an item of that name (spec §8 'name already exists'). */
  FILES_NAME_EXISTS: { errCode: 409, status: 409 },
  /** A copy or move into the item itself or one of its sub-folders, or a copy that could not be stored (spec §8 'copy failed'). */
  FILES_COPY_FAILED: { errCode: 409, status: 409 },
  /** The folder's permissions (spec §3: read, read-write, download) do not allow this operation. */
  FILES_ACCESS_DENIED: { errCode: 403, status: 403 },
  /** An uploaded file is larger than 10 MB (spec §5); nothing was kept. */
  FILES_FILE_TOO_LARGE: { errCode: 413, status: 413 },
  /** The disk or bucket refused to store the file (full or unreachable); nothing was kept. */
  FILES_STORAGE_UNAVAILABLE: { errCode: 507, status: 507 },
  /** The file has no in-browser preview (only PDF, images, Word and text do). */
  FILES_PREVIEW_UNAVAILABLE: { errCode: 415, status: 415 },
  /** A share link that is unknown, expired, revoked, regenerated or suspended: one message for all (brief §4.2; spec §8 'shared file expired'). */
  FILES_SHARE_UNAVAILABLE: { errCode: 410, status: 410 },
  /** A wrong share password (spec §8 'wrong share password'); the attempt is counted. */
  FILES_SHARE_PASSWORD_WRONG: { errCode: -2, status: 403 },
  /** Too many wrong passwords for this link or from this address; resultData.retryAfterSeconds. */
  FILES_SHARE_LOCKED: { errCode: -5, status: 429 },
  /** The share page was asked for files before the link's password was entered in this browser. */
  FILES_SHARE_PASSWORD_REQUIRED: { errCode: 401, status: 401 },
  /** The share link allows preview only, not download (spec §3 share permission 'read'). */
  FILES_SHARE_DOWNLOAD_DENIED: { errCode: 403, status: 403 },
  /** A document template id that is not in the catalogue. */
  DOCUMENTS_TEMPLATE_NOT_FOUND: { errCode: 404, status: 404 },
  /** A document type that is named in the catalogue but not built yet (the screen says so). */
  DOCUMENTS_TEMPLATE_NOT_BUILT: { errCode: 501, status: 501 },
  /** Spec §8 'translated template unavailable': the template has no text in a requested language. */
  DOCUMENTS_TRANSLATION_UNAVAILABLE: { errCode: 422, status: 422 },
  /** Documents are generated only for the organisation's own listed company or the user's client companies. */
  DOCUMENTS_COMPANY_NOT_ALLOWED: { errCode: 403, status: 403 },
  /** A date the calculators cannot answer (outside the published calendar, not a real date). */
  DOCUMENTS_DATE_NOT_CALCULABLE: { errCode: 422, status: 422 },
  /** A generated document that does not exist or belongs to someone else. */
  DOCUMENTS_NOT_FOUND: { errCode: 404, status: 404 },
  /** A letterhead that does not exist or belongs to another organisation. */
  DOCUMENTS_LETTERHEAD_NOT_FOUND: { errCode: 404, status: 404 },
  /** The CJK font PDFs embed is not installed on the server (DOCUMENTS_CJK_FONT). */
  DOCUMENTS_PDF_FONT_MISSING: { errCode: 503, status: 503 },
  /** Secretary: no matter template with this code. */
  /** Sync (issue 18): "run now" for a source that SYNC_SOURCES does not switch on. */
  SYNC_SOURCE_DISABLED: { errCode: 409, status: 409 },
  SECRETARY_TEMPLATE_NOT_FOUND: { errCode: 404, status: 404 },
  /** Secretary: an archived matter (or a task of one) cannot be changed until its archive is withdrawn (spec §4). */
  SECRETARY_MATTER_ARCHIVED: { errCode: 409, status: 409 },
  /** Secretary: a task deadline earlier than the date its obligation arises from. */
  SECRETARY_DEADLINE_BEFORE_TRIGGER: { errCode: 400, status: 400 },
  /** Secretary: the internal deadline is after the statutory one. */
  SECRETARY_INTERNAL_AFTER_STATUTORY: { errCode: 400, status: 400 },
  /** Secretary: the company is neither the caller's own listed company nor one of their client companies. */
  SECRETARY_COMPANY_NOT_SERVED: { errCode: 403, status: 403 },
  /** Secretary: a lead person or participant who is not one of the organisation's people. */
  SECRETARY_PERSON_NOT_FOUND: { errCode: 400, status: 400 },
  /** Secretary: the matter's template needs a board the company does not have (a listed template for a private company). */
  SECRETARY_TEMPLATE_NOT_FOR_COMPANY: { errCode: 400, status: 400 },
  /** A product id that does not exist or is no longer sold. */
  COMMERCE_PRODUCT_NOT_FOUND: { errCode: 404, status: 404 },
  /** An order id that does not exist or is not the caller's. */
  COMMERCE_ORDER_NOT_FOUND: { errCode: 404, status: 404 },
  /** Paying an order that is already paid, cancelled or refunded. */
  COMMERCE_ORDER_NOT_PAYABLE: { errCode: 409, status: 409 },
  /** Cancelling an order that is no longer waiting for payment (paid orders are refunded by staff or the 24-hour rule). */
  COMMERCE_ORDER_NOT_CANCELLABLE: { errCode: 409, status: 409 },
  /** A cart price changed since the line was added; resultData.amount is the new total to re-confirm. */
  COMMERCE_PRICE_CHANGED: { errCode: 409, status: 409 },
  /** Checkout without any (valid) cart line. */
  COMMERCE_CART_EMPTY: { errCode: 400, status: 400 },
  /** Adding past the cart size limit. */
  COMMERCE_CART_FULL: { errCode: 400, status: 400 },
  /** A registry search without what to search for (company, names or BR number). */
  COMMERCE_TARGET_REQUIRED: { errCode: 400, status: 400 },
  /** Checkout of a BR extract without the search purpose and declaration (BRO s.19B). */
  COMMERCE_PURPOSE_REQUIRED: { errCode: 400, status: 400 },
  /** Checkout of a registry order without a contact (address). */
  COMMERCE_CONTACT_REQUIRED: { errCode: 400, status: 400 },
  /** More than 90 files on one registry order (spec §5). */
  COMMERCE_FILE_LIMIT: { errCode: 400, status: 400 },
  /** A user's saved calculator deadlines are full (issue 17: SavedDeadlineLimits.perUser). */
  SAVED_DEADLINE_LIMIT: { errCode: 400, status: 400 },
  /** An upload that is not PDF, JPEG or PNG. */
  COMMERCE_FILE_TYPE: { errCode: 415, status: 415 },
  /** An upload over 10 MB (spec §9). */
  COMMERCE_FILE_TOO_LARGE: { errCode: 413, status: 413 },
  /** A delivered file that does not exist or is not the caller's. */
  COMMERCE_FILE_NOT_FOUND: { errCode: 404, status: 404 },
  /** Delivering an order that is not in fulfilment or has no files. */
  COMMERCE_ORDER_NOT_DELIVERABLE: { errCode: 409, status: 409 },
  /** A payId that does not exist or is not the caller's. */
  COMMERCE_PAYMENT_NOT_FOUND: { errCode: 404, status: 404 },
  /** The payment provider refused or did not answer. */
  COMMERCE_PAYMENT_PROVIDER_FAILED: { errCode: 502, status: 502 },
  /** A payment notification whose signature, merchant, order, amount or currency does not match (logged, nothing changes). */
  COMMERCE_NOTIFICATION_REJECTED: { errCode: 400, status: 400 },
  /** A refund that would bring the refunded sum above what was paid. */
  COMMERCE_REFUND_EXCEEDS_PAID: { errCode: 409, status: 409 },
  /** An invoice request for orders that are not the caller's paid, unrefunded orders. */
  COMMERCE_ORDER_NOT_INVOICEABLE: { errCode: 409, status: 409 },
  /** An invoice request that does not exist, or (buyer) is not the caller's or has no invoice yet. */
  COMMERCE_INVOICE_NOT_FOUND: { errCode: 404, status: 404 },
  /** Staff answering an invoice request that was already issued or rejected. */
  COMMERCE_INVOICE_NOT_OPEN: { errCode: 409, status: 409 },
} as const satisfies Record<string, { errCode: number; status: number }>;

export type ErrorCode = keyof typeof ErrorCodes;

/** errCode of a successful reply (spec §8). */
export const SUCCESS_ERR_CODE = 0;

/** errCodes the web treats as success besides 0 (spec §8: -12, -14 partly, -15). */
export const SUCCESS_LIKE_ERR_CODES: readonly number[] = [0, -12, -14, -15];

/** One field problem in a VALIDATION_FAILED reply. */
export type ValidationDetail = { path: string; message: string };
