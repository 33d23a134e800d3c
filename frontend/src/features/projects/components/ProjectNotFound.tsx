import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { projectTexts as t } from '../texts';

export interface ProjectNotFoundProps {
  backTo: string;
}

export function ProjectNotFound({ backTo }: ProjectNotFoundProps) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t.notFound}
      subTitle={t.notFoundText}
      data-testid="project-not-found"
      extra={
        <Button type="primary" onClick={() => navigate(backTo)}>
          {t.backToProjects}
        </Button>
      }
    />
  );
}
