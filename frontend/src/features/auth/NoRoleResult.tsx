import { Result } from 'antd';
import { authTexts as t } from './texts';

/** What an account without a role sees on every signed-in page (spec 000 §2, /dashboard). */
export function NoRoleResult() {
  return <Result status="warning" title={t.noRoleTitle} subTitle={t.noRoleText} data-testid="no-role" />;
}
