import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { KEYWORD_MESSAGE_KEYS, type KeywordCheck } from '../keyword-rules';

/** Why a keyword cannot be searched, in the server's words (the `errors` namespace, loaded with this component). */
export const KeywordWarning = ({ problem }: { problem: KeywordCheck }) => {
  // (loaded with it; `ready` covers a language whose messages are not there yet rather than showing keys)
  const { t, ready } = useTranslation('errors');
  return ready ? <Alert type="warning" showIcon title={t(KEYWORD_MESSAGE_KEYS[problem])} /> : null;
};
