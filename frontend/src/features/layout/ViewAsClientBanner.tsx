import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { selectViewAsClientId, viewAsClientChanged } from '../../shared/session/authSlice';
import { useGetViewedClientQuery } from './badgesApi';
import { layoutTexts } from './texts';

/** While an admin views the app as a client, naming it (generic until its name is loaded); the button leaves client mode. */
export function ViewAsClientBanner() {
  const dispatch = useAppDispatch();
  const clientId = useAppSelector(selectViewAsClientId);
  const { data: client } = useGetViewedClientQuery(clientId ?? '', { skip: !clientId });
  const name = client?.name;
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
      title={name ? layoutTexts.viewAsClientTitleNamed(name) : layoutTexts.viewAsClientTitle}
      description={name ? layoutTexts.viewAsClientTextNamed(name) : layoutTexts.viewAsClientText}
      action={
        <Button icon={<ArrowLeftOutlined />} onClick={leave}>
          {layoutTexts.viewAsClientBack}
        </Button>
      }
    />
  );
}
