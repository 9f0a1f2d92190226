import { TemplateAdmin } from '../../modules/secretary';

/** /admin/secretaryTemplates: staff edit the secretary's matter templates (names, description, deadlines, reminders). */
export const SecretaryTemplatesPage = () => <TemplateAdmin />;
