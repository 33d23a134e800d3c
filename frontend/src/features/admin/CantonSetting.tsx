import { Select, Skeleton, Typography } from 'antd';
import { apiErrorMessage } from '../../shared/apiError';
import type { Canton } from '../../shared/contracts';
import { LoadFailure } from '../../shared/LoadFailure';
import { useToast } from '../../shared/toast';
import { CANTON_CODES, cantonNames } from '../clocks';
import { useGetSettingsQuery, useUpdateSettingsMutation } from './adminApi';
import { overdueTexts as t } from './overdueTexts';

const options = CANTON_CODES.map((code) => ({ value: code, label: `${code} – ${cantonNames[code]}` }));

/** «Feiertage des Kantons»: the installation's canton for the business days, saved when chosen. */
export function CantonSetting() {
  const toast = useToast();
  const { data, isLoading, isError, isFetching, refetch } = useGetSettingsQuery();
  const [updateSettings, { isLoading: saving }] = useUpdateSettingsMutation();

  const change = async (canton: Canton) => {
    try {
      await updateSettings({ canton }).unwrap();
      toast.success(t.cantonSaved);
    } catch (error) {
      toast.error(apiErrorMessage(error, t.cantonSaveError));
    }
  };

  let control;
  if (isError) control = <LoadFailure text={t.cantonLoadError} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (isLoading || !data) control = <Skeleton.Input active size="small" />;
  else {
    control = (
      <Select<Canton>
        id="canton-setting"
        className="canton-setting__select"
        value={data.canton}
        options={options}
        onChange={(canton) => void change(canton)}
        loading={saving}
        disabled={saving}
        showSearch={{ optionFilterProp: 'label' }}
        data-testid="canton-setting"
      />
    );
  }

  return (
    <div className="canton-setting">
      <label htmlFor="canton-setting" className="canton-setting__label">
        {t.cantonLabel}
      </label>
      {control}
      <Typography.Text type="secondary" className="canton-setting__hint">
        {t.cantonHint}
      </Typography.Text>
    </div>
  );
}
