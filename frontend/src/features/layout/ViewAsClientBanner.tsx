import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { viewAsClientChanged } from '../auth/authSlice';
import { layoutTexts } from './texts';

/** While an admin views the app as a client; the button leaves client mode. */
export function ViewAsClientBanner() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const leave = () => {
    dispatch(viewAsClientChanged(null));
    navigate('/dashboard');
  };
  return (
    <Alert
      type="info"
      showIcon
      className="view-as-client-banner"
      data-testid="view-as-client-banner"
      title={layoutTexts.viewAsClientTitle}
      description={layoutTexts.viewAsClientText}
      action={
        <Button icon={<ArrowLeftOutlined />} onClick={leave}>
          {layoutTexts.viewAsClientBack}
        </Button>
      }
    />
  );
}
