import type { LegalTexts } from './legal-text';

// What these texts say of the product must stay true of it: the retention periods, cookies and
// processors below are the ones the code and the configuration table (README) define.
export const legalTexts: LegalTexts = {
  terms: {
    title: 'User agreement',
    intro:
      'This agreement is between you and the operator of this Compliance Desk service ("we", "us"). By registering, signing in or using the service as a visitor you accept it. If you use the service for an organisation, you accept it for that organisation as well.',
    sections: [
      {
        heading: '1. The service',
        paragraphs: [
          'Compliance Desk provides search of announcements, rules, enforcement cases and regulatory updates; company, director, offering and prospectus data; Listing Rules calculators and market calendars; a compliance secretary with reminders; document generation; a file store with share links; paid Hong Kong registry searches; and memberships.',
          'Some content is demonstration data. It is labelled as such wherever it appears and must not be relied on. Rules and facts tagged "unverified" have not yet been checked against the current official text.',
        ],
      },
      {
        heading: '2. Not legal or professional advice',
        paragraphs: [
          'Calculated dates, size-test results, reminders and generated documents are aids to your own work. Check them against the Listing Rules, the Companies Ordinance, the other applicable rules and the source documents before you rely on them. You remain responsible for your filings, announcements and deadlines.',
        ],
      },
      {
        heading: '3. Your account',
        paragraphs: [
          'Give accurate information, keep your password and verification codes to yourself, and use your own login: a login is for one person. The administrator of a corporate membership decides who in the organisation may sign in and which services each person may use.',
          'We may suspend an account that is used to break this agreement or the law, and we tell the account holder why.',
        ],
      },
      {
        heading: '4. Memberships and payment',
        paragraphs: [
          'Prices are shown in their currency, with any service charge, before you pay. Payment is by WeChat Pay or Alipay; we never receive your card or bank details. A membership starts as soon as the payment is confirmed and ends at the end of the paid term.',
          'Memberships are not refunded within the paid term. A registry search whose result cannot be obtained, or that is not delivered within 24 hours of payment, is cancelled and refunded in full to the original payment method.',
        ],
      },
      {
        heading: '5. Registry searches',
        paragraphs: [
          'Where the Companies Registry or the Official Receiver\'s Office requires a purpose or a declaration, you must give it truthfully. Personal data in search results may only be used for a purpose related to the purpose for which the register makes it available. Results are for your own use and may not be resold.',
        ],
      },
      {
        heading: '6. Your content and share links',
        paragraphs: [
          'Files, matters, letterheads and documents you add remain yours. You allow us to store and process them only to provide the service to you and your organisation.',
          'You decide who receives a share link and its password. A revoked, expired or regenerated link stops working at once.',
        ],
      },
      {
        heading: '7. Acceptable use',
        paragraphs: ['You must not:'],
        items: [
          'download or copy data in bulk beyond the limits of your membership, or by automated means;',
          'try to get round quotas, rate limits, access rules or security measures;',
          'upload unlawful content or content you have no right to share;',
          'resell or republish the service or its data without our written agreement.',
        ],
      },
      {
        heading: '8. Changes and availability',
        paragraphs: [
          'We improve the service and may change or withdraw features. When we change this agreement we publish the new text on this page with its date.',
        ],
      },
      {
        heading: '9. Liability',
        paragraphs: [
          'To the extent the law allows, we are not liable for loss arising from reliance on demonstration data, on unverified rules or on calculated dates that were not checked, or from interruptions of the service. Nothing in this agreement limits liability that cannot be limited by law.',
        ],
      },
      {
        heading: '10. Law',
        paragraphs: ['This agreement is governed by the law of the Hong Kong Special Administrative Region, and its courts have jurisdiction.'],
      },
      {
        heading: '11. Contact',
        paragraphs: ['Write to us through the feedback form at the foot of the home and About us pages. Customer service replies within 1–2 business days.'],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    intro:
      'This policy says what personal data the service collects, why, who else receives it, how long it is kept and how you can see, correct or delete it. It follows the Personal Data (Privacy) Ordinance (Cap. 486) of Hong Kong and, for people in the mainland of China, the Personal Information Protection Law (PIPL).',
    sections: [
      {
        heading: '1. What we collect',
        paragraphs: ['Only what the functions you use need:'],
        items: [
          'account: mobile number, name, e-mail address, password (stored only as a salted scrypt hash), account type, company, position and address, and, if you sign in with WeChat, your WeChat identifiers, nickname and avatar;',
          'certification: the business card you upload and the details read from it on our own server;',
          'use of the service: your followed companies and people, favourites, browsing history (which you can delete), searches counted against the free quota, messages and their read state, and message switches;',
          'your work: files, secretary matters and the names, phone numbers and e-mail addresses of the people you assign to them, generated documents and letterheads;',
          'orders: contact name, phone, address, the purpose or declaration of a registry search, invoice details and the payment record (amount, time and the payment provider\'s transaction number);',
          'security: the IP address and the time of sign-ins, code requests and failed attempts, used for rate limits and lockouts.',
        ],
      },
      {
        heading: '2. Why we use it',
        paragraphs: [
          'To provide the service you asked for (signing in, reminders, orders, file sharing), to keep it secure (limits, lockouts, fraud prevention), and to meet legal obligations such as keeping business records. Under PIPL the legal basis is the performance of the contract with you, your consent where the law requires it, and legal obligations. We do not sell personal data, we do not use it for advertising and we send no direct marketing.',
        ],
      },
      {
        heading: '3. Who else receives it',
        paragraphs: ['Only these, and only what each needs:'],
        items: [
          'the SMS provider configured for the service (Aliyun SMS or Twilio): your mobile number and the text of the code or reminder;',
          'the e-mail provider of the service: your e-mail address and the message;',
          'Tencent (WeChat), if you sign in with WeChat or receive WeChat notifications;',
          'WeChat Pay or Alipay, when you pay: the order number and amount;',
          'the Companies Registry or the Official Receiver\'s Office, for a registry search you order: the search details;',
          'your organisation\'s administrator, who sees the people of the organisation; and the people you send a share link to;',
          'an object-storage provider, if the operator stores files there.',
        ],
      },
      {
        heading: '4. Where it is stored',
        paragraphs: [
          'Data is stored where the operator runs the service (in Hong Kong unless the operator tells you otherwise). If you use the service from the mainland, your personal information is therefore provided outside the mainland; PIPL Articles 38 and 39 apply to that, and you may withdraw your consent by closing your account.',
        ],
      },
      {
        heading: '5. How long we keep it',
        items: [
          'sign-in sessions: 3 days, or 7 days if you choose to stay signed in;',
          'verification codes: valid for 5 minutes; the record of a code (stored only as a hash) is kept about two days for the daily limits, then deleted;',
          'deleted files: 30 days in the recycle bin, then removed permanently;',
          'orders, payments, refunds and invoices: as your order history for as long as you keep your account, and at least 7 years as business records;',
          'everything else: for as long as you keep your account, and deleted when you ask us to close it (unless the law requires us to keep it).',
        ],
        paragraphs: [],
      },
      {
        heading: '6. Cookies',
        paragraphs: [
          'We use only cookies the service needs: your sign-in token (3 or 7 days), your language (730 days), your acceptance of this notice, and your layout settings. We use no advertising or third-party tracking cookies.',
        ],
      },
      {
        heading: '7. Your rights',
        paragraphs: [
          'Under the Personal Data (Privacy) Ordinance you may ask for a copy of your personal data (a data access request, section 18) and for its correction (section 22); we reply within 40 days, and may charge a fee that is not excessive. Under PIPL you may also ask us to explain our processing, restrict or refuse it, give you a copy in a portable form, delete your data, and withdraw your consent (Articles 15 and 44 to 48).',
          'Most data can be seen and changed on your own pages (personal information, favourites, history, followed companies, message switches). For anything else, write to us through the feedback form; we may ask you to confirm that the request comes from you before we answer it.',
        ],
      },
      {
        heading: '8. Security',
        paragraphs: [
          'Passwords and share-link passwords are stored only as salted hashes, and sign-in tokens and share links only as hashes. Every call checks who you are and what your organisation allows. Pages are served with security headers and, in production, over HTTPS.',
        ],
      },
      {
        heading: '9. Changes and contact',
        paragraphs: [
          'We publish any change to this policy on this page with its date. Questions and requests go through the feedback form at the foot of the home and About us pages.',
        ],
      },
    ],
  },
};
