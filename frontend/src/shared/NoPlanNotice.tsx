import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';

const texts = {
  noPlan: 'Du hast noch kein Abonnement. Wähle einen Plan um Content zu erstellen.',
  choosePlan: 'Plan wählen',
} as const;

interface NoPlanNoticeProps {
  /** Why a plan is needed here; the general sentence when left out. */
  text?: string;
  className?: string;
  'data-testid'?: string;
}

/** A client without a plan: the reason and the way to /client/subscription. */
export function NoPlanNotice({ text = texts.noPlan, className, 'data-testid': testId }: NoPlanNoticeProps) {
  const navigate = useNavigate();
  return (
    <div className={className} data-testid={testId}>
      <Typography.Paragraph>{text}</Typography.Paragraph>
      <Button type="primary" onClick={() => navigate('/client/subscription')}>
        {texts.choosePlan}
      </Button>
    </div>
  );
}
