import { BgColorsOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../shared/toast';
import { useGetBrandingQuery } from '../../branding';
import { OrderBrandInfo, OrderBrandMark, OrderBrandStrip } from '../../branding';
import { BriefingDetails, briefingItems, HashtagList } from '../components/BriefingDetails';
import { AiSuggestionCard } from '../components/AiSuggestionCard';
import { CommentsCard } from '../components/CommentsCard';
import { FinalDesignUpload } from '../components/FinalDesignUpload';
import { OrderFactsCard } from '../components/OrderFactsCard';
import { PinChecklist } from '../components/PinChecklist';
import { checklistPins, pinsEditable, ReworkBanner, reworkOf } from '../components/ReworkBanner';
import { CompareVersionsButton, VersionList, VersionShown } from '../components/VersionList';
import { actionErrorText } from '../errors';
import { useStartWorkMutation } from '../projectsApi';
import { designerStatusHints, projectTexts as t } from '../texts';
import type { ProjectDetail } from '../../../shared/orders/types';
import type { WorkspacePart } from './OrderWorkspace';

/**
 * The assigned designer opening an order in status new starts the work, once per visit
 * (spec 001: "it becomes in_progress automatically"). Resolves to whether it did.
 */
function useAutoStart(project: ProjectDetail): boolean {
  const toast = useToast();
  const [startWork] = useStartWorkMutation();
  const attempted = useRef<string | null>(null);
  const [started, setStarted] = useState(false);
  // The lifecycle allows START_WORK only on a new order, and only to its designer.
  const shouldStart = project.allowedActions.includes('START_WORK');
  const projectId = project.id;

  useEffect(() => {
    if (!shouldStart || attempted.current === projectId) return;
    attempted.current = projectId;
    startWork(projectId)
      .unwrap()
      .then(() => setStarted(true))
      .catch((error: unknown) => toast.error(actionErrorText(error, t.startError)));
  }, [shouldStart, projectId, startWork, toast]);

  return started;
}

/** "Status automatisch auf 'In Bearbeitung' gesetzt" once the designer's visit started the order. */
export const AutoStartPart: WorkspacePart = ({ project }) => {
  const autoStarted = useAutoStart(project);
  return autoStarted ? (
    <Alert type="success" showIcon className="project-alert" title={t.autoStarted} data-testid="auto-started" />
  ) : null;
};

/** The client's brand is its linked designer's to read: logo, palette and fonts (the header, the side card). */
const useClientBrand = (project: ProjectDetail) => useGetBrandingQuery(project.clientId);

/** A version the client sent back: what is open, with a way to it. */
export const ReworkPart: WorkspacePart = ({ project, viewer }) => {
  const rework = reworkOf(project);
  if (!rework) return null;
  return (
    <ReworkBanner
      version={rework.version}
      clientName={project.client.name}
      openPins={rework.openPins}
      onShowVersion={() => viewer.showVersion(rework.version.number)}
    />
  );
};

/** Who the order is for: the client with its brand, its e-mail and a way to its branding. */
export const ClientHeaderPart: WorkspacePart = ({ project }) => {
  const navigate = useNavigate();
  const brand = useClientBrand(project);
  return (
    <Card className="project-card client-header" data-testid="client-header">
      <OrderBrandMark clientName={project.client.name} branding={brand.data} />
      <div className="client-header__text">
        <Typography.Text type="secondary">{t.client}</Typography.Text>
        <Typography.Title level={3} className="client-header__name">
          {project.client.name}
        </Typography.Title>
        {project.client.email ? (
          <a
            href={`mailto:${project.client.email}`}
            aria-label={t.contactClient(project.client.name, project.client.email)}
          >
            <MailOutlined /> {project.client.email}
          </a>
        ) : null}
        <OrderBrandStrip branding={brand.data} />
      </div>
      <Button icon={<BgColorsOutlined />} onClick={() => navigate(`/designer/client/${project.clientId}/branding`)}>
        {t.viewBranding}
      </Button>
    </Card>
  );
};

/** What the status means for the designer's work. */
export const StatusHintPart: WorkspacePart = ({ project }) => {
  return (
    <Alert
      type="info"
      showIcon
      className="project-alert"
      title={t.statusHint}
      description={designerStatusHints[project.status] ?? project.status}
      data-testid="status-hint"
    />
  );
};

/** The versions with the chosen one in the viewer and its pins. */
export const DesignVersionsPart: WorkspacePart = ({ project, viewer }) => {
  const { shown, shownPins, activePin, setActivePin, showVersion, attachViewer } = viewer;
  if (!shown) return null;
  return (
    <div ref={attachViewer}>
      <Card
        title={t.versions}
        extra={<CompareVersionsButton versions={project.versions} />}
        className="project-card"
        data-testid="design-versions"
      >
        <VersionList versions={project.versions} selected={shown.number} onSelect={(n) => showVersion(n)} />
        <VersionShown version={shown} pins={shownPins} activePin={activePin} onPinClick={setActivePin} />
      </Card>
    </div>
  );
};

/** The pins to work through; ticked (with an answer) while the designer reworks. */
export const PinChecklistPart: WorkspacePart = ({ project, viewer }) => {
  const checklist = checklistPins(project);
  if (!checklist.length) return null;
  return (
    <Card title={t.pinChecklist} className="project-card">
      {pinsEditable(project) ? (
        <Typography.Paragraph type="secondary">{t.pinChecklistHint}</Typography.Paragraph>
      ) : null}
      <PinChecklist
        project={project}
        pins={checklist}
        editable={pinsEditable(project)}
        activeId={viewer.activePin}
        onSelect={(pin) => viewer.showVersion(pin.versionNumber, pin.id)}
      />
    </Card>
  );
};

export const UploadPart: WorkspacePart = ({ project, viewer }) => {
  if (!project.allowedActions.includes('SUBMIT_FINAL_DESIGN')) return null;
  return <FinalDesignUpload projectId={project.id} onUploaded={viewer.followNewVersion} />;
};

export const ClientWishesPart: WorkspacePart = ({ project }) => {
  return (
    <Card title={t.clientWishes} className="project-card">
      <BriefingDetails
        items={briefingItems(project, ['specialNotes', 'hashtags', 'generatedCaption'])}
        testId="client-wishes"
      />
    </Card>
  );
};

export const AiTextsPart: WorkspacePart = ({ project }) => {
  return (
    <>
      <Card title={t.aiDescriptionLabel} className="project-card">
        <Typography.Paragraph className="pre-wrap">
          {project.generatedCaption?.trim() || t.notSpecified}
        </Typography.Paragraph>
      </Card>
      <AiSuggestionCard suggestion={project.aiSuggestion} />
    </>
  );
};

export const ImportantNotesPart: WorkspacePart = ({ project }) => {
  return (
    <Card title={t.importantNotes} className="project-card" data-testid="important-notes">
      {project.specialNotes?.trim() ? (
        <Alert type="warning" title={<span className="pre-wrap">{project.specialNotes}</span>} />
      ) : (
        <Typography.Text type="secondary">{t.noNotes}</Typography.Text>
      )}
    </Card>
  );
};

export const HashtagsPart: WorkspacePart = ({ project }) => {
  return (
    <Card title={t.hashtags} className="project-card">
      <HashtagList hashtags={project.hashtags} emptyText={t.noHashtags} />
    </Card>
  );
};

export const BrandInfoPart: WorkspacePart = ({ project }) => {
  const brand = useClientBrand(project);
  return (
    <OrderBrandInfo
      branding={brand.data}
      isLoading={brand.isLoading}
      error={brand.error}
      onRetry={() => void brand.refetch()}
    />
  );
};

export const DesignerFactsPart: WorkspacePart = ({ project }) => {
  return <OrderFactsCard project={project} audience="staff" facts={['owedBy', 'due', 'reviews']} />;
};

export const FeedbackPart: WorkspacePart = ({ project }) => {
  return <CommentsCard projectId={project.id} title={t.feedback} />;
};
