import { ContactListView } from '../../../modules/companies';

/** /disData/contact/list: contacts of listed companies. */
export const ContactsPage = () => <ContactListView />;
