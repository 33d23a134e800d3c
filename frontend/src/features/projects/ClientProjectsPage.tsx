import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { UpcomingScreen } from '../../shared/UpcomingScreen';
import { projectTexts as t } from './texts';

export function ClientProjectsPage() {
  const navigate = useNavigate();
  return (
    <UpcomingScreen
      title={t.clientProjectsTitle}
      subtitle={t.clientProjectsSubtitle}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/client/new-project')}>
          {t.newProjectButton}
        </Button>
      }
    />
  );
}
