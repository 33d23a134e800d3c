import { RedoOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectCurrentUser, selectViewAsClientId } from '../../../shared/session/authSlice';
import { draftHasInput, readDraft, reorderDraft, writeDraft, type ReorderState } from '../newProjectDraft';
import { projectFiles } from '../projectFiles';
import { projectTexts as t } from '../texts';
import type { ProjectDetail } from '../../../shared/orders/types';

interface ReorderButtonProps {
  project: ProjectDetail;
}

/**
 * "Erneut bestellen": the order's briefing becomes the new-order form's draft (the form the client
 * checks and sends as always, quota included); files are not copied, and the form says so. A draft
 * the client had begun is only replaced after asking.
 */
export function ReorderButton({ project }: ReorderButtonProps) {
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const viewAsClientId = useAppSelector(selectViewAsClientId);
  const owner = viewAsClientId ?? user?.id ?? 'anonymous';

  const reorder = () => {
    writeDraft(owner, reorderDraft(project));
    const state: ReorderState = { reorderOf: project.title, filesLeftOut: projectFiles(project).clientFiles.length };
    navigate('/client/new-project', { state });
  };

  const button = (
    <Button icon={<RedoOutlined aria-hidden="true" />} onClick={draftHasInput(readDraft(owner)) ? undefined : reorder}>
      {t.reorder}
    </Button>
  );
  if (!draftHasInput(readDraft(owner))) return button;
  return (
    <Popconfirm title={t.reorderReplaceDraft} okText={t.reorderReplaceOk} cancelText={t.cancel} onConfirm={reorder}>
      {button}
    </Popconfirm>
  );
}
