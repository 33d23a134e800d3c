import { BgColorsOutlined, MailOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Alert, Button, Card, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '../../shared/format';
import { useGetBrandingQuery } from '../branding/brandingApi';
import { OrderBrandInfo, OrderBrandMark, OrderBrandStrip } from '../branding/components/OrderBrand';
import { useToast } from '../../shared/toast';
import { BriefingDetails, briefingItems, HashtagList } from './components/BriefingDetails';
import { AiSuggestionCard } from './components/AiSuggestionCard';
import { CommentsCard } from './components/CommentsCard';
import { FileGallery } from './components/FileGallery';
import { FinalDesignUpload } from './components/FinalDesignUpload';
import { OrderFactsCard } from './components/OrderFactsCard';
import { PinChecklist } from './components/PinChecklist';
import { ProjectPageFrame } from './components/ProjectPageFrame';
import { ProjectStatusTag } from './components/ProjectStatusTag';
import { checklistPins, pinsEditable, ReworkBanner, reworkOf } from './components/ReworkBanner';
import { CompareVersionsButton, VersionList, VersionShown } from './components/VersionList';
import { actionErrorText } from './errors';
import { projectFiles } from './projectFiles';
import { useStartWorkMutation } from './projectsApi';
import { contentTypeLabel } from './status';
import { designerStatusHints, projectTexts as t } from './texts';
import type { Pin, ProjectDetail } from './types';
import { useProjectDetail } from './useProjectDetail';
import './projects.css';

/**
 * The assigned designer opening an order in status new starts the work, once per visit
 * (spec 001: "it becomes in_progress automatically"). Resolves to whether it did.
 */
function useAutoStart(project: ProjectDetail | undefined): boolean {
  const toast = useToast();
  const [startWork] = useStartWorkMutation();
  const attempted = useRef<string | null>(null);
  const [started, setStarted] = useState(false);
  // The lifecycle allows START_WORK only on a new order, and only to its designer.
  const shouldStart = project?.allowedActions.includes('START_WORK') ?? false;
  const projectId = project?.id;

  useEffect(() => {
    if (!shouldStart || !projectId || attempted.current === projectId) return;
    attempted.current = projectId;
    startWork(projectId)
      .unwrap()
      .then(() => setStarted(true))
      .catch((error: unknown) => toast.error(actionErrorText(error, t.startError)));
  }, [shouldStart, projectId, startWork, toast]);

  return started;
}

/** /designer/project/{id}: what the client wants, their files, the final designs and the upload. */
export function DesignerProjectPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { project, pending } = useProjectDetail(id, {
    backTo: '/designer/projects',
    title: t.designerProjectTitle,
    subtitle: t.designerProjectSubtitle,
  });
  const autoStarted = useAutoStart(project ?? undefined);
  // The client's brand (its linked designer may read it): logo, palette and fonts in the header.
  const brand = useGetBrandingQuery(project?.clientId ?? skipToken);
  // The version in the viewer (none chosen: the current one, else the latest) and the pin
  // highlighted on it.
  const [chosenVersion, setChosenVersion] = useState<number | undefined>(undefined);
  const [activePin, setActivePin] = useState<string | undefined>(undefined);
  const viewerCard = useRef<HTMLDivElement>(null);
  // After an upload the upload box goes away: the page leads to the new version once it is shown,
  // instead of staying scrolled where the box was.
  const [toNewVersion, setToNewVersion] = useState(false);
  const versionCount = project?.versions.length ?? 0;
  useEffect(() => {
    if (!toNewVersion || !viewerCard.current) return;
    viewerCard.current.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    setToNewVersion(false);
  }, [toNewVersion, versionCount]);
  if (!project) return pending;

  const { clientFiles, finals } = projectFiles(project);
  const canUpload = project.allowedActions.includes('SUBMIT_FINAL_DESIGN');
  const rework = reworkOf(project);
  const checklist = checklistPins(project);
  const { versions } = project;
  // A version that came back is the latest and not current: it shows until the next one is submitted.
  const fallbackVersion = versions.find((version) => version.current) ?? versions.at(-1);
  const shown = versions.find((version) => version.number === chosenVersion) ?? fallbackVersion;
  const shownPins = shown ? project.pins.filter((pin) => pin.versionId === shown.id) : [];

  const showVersion = (versionNumber: number, pinId?: string) => {
    setChosenVersion(versionNumber);
    setActivePin(pinId);
    viewerCard.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  const showPin = (pin: Pin) => showVersion(pin.versionNumber, pin.id);

  return (
    <ProjectPageFrame
      title={project.title}
      subtitle={`${t.createdOn} ${formatDate(project.createdAt)}`}
      className="project-detail"
      extra={
        <>
          <Tag>{contentTypeLabel(project.contentType)}</Tag>
          <ProjectStatusTag status={project.status} audience="staff" />
        </>
      }
    >
      {rework ? (
        <ReworkBanner
          version={rework.version}
          clientName={project.client.name}
          openPins={rework.openPins}
          onShowVersion={() => showVersion(rework.version.number)}
        />
      ) : null}
      <Card className="project-card client-header" data-testid="client-header">
        <OrderBrandMark clientName={project.client.name} branding={brand.data} />
        <div className="client-header__text">
          <Typography.Text type="secondary">{t.client}</Typography.Text>
          <Typography.Title level={3} className="client-header__name">
            {project.client.name}
          </Typography.Title>
          {project.client.email ? (
            <a href={`mailto:${project.client.email}`} aria-label={t.contactClient(project.client.name, project.client.email)}>
              <MailOutlined /> {project.client.email}
            </a>
          ) : null}
          <OrderBrandStrip branding={brand.data} />
        </div>
        <Button icon={<BgColorsOutlined />} onClick={() => navigate(`/designer/client/${project.clientId}/branding`)}>
          {t.viewBranding}
        </Button>
      </Card>

      {autoStarted ? (
        <Alert type="success" showIcon className="project-alert" title={t.autoStarted} data-testid="auto-started" />
      ) : null}
      <Alert
        type="info"
        showIcon
        className="project-alert"
        title={t.statusHint}
        description={designerStatusHints[project.status] ?? project.status}
        data-testid="status-hint"
      />

      <div className="detail-layout">
        <div className="detail-layout__main">
          {shown ? (
            <div ref={viewerCard}>
              <Card
                title={t.versions}
                extra={<CompareVersionsButton versions={versions} />}
                className="project-card"
                data-testid="design-versions"
              >
                <VersionList versions={versions} selected={shown.number} onSelect={(n) => showVersion(n)} />
                <VersionShown version={shown} pins={shownPins} activePin={activePin} onPinClick={setActivePin} />
              </Card>
            </div>
          ) : null}
          {checklist.length ? (
            <Card title={t.pinChecklist} className="project-card">
              {pinsEditable(project) ? <Typography.Paragraph type="secondary">{t.pinChecklistHint}</Typography.Paragraph> : null}
              <PinChecklist
                projectId={project.id}
                pins={checklist}
                versions={versions}
                editable={pinsEditable(project)}
                activeId={activePin}
                onSelect={showPin}
              />
            </Card>
          ) : null}
          {canUpload ? (
            <FinalDesignUpload
              projectId={project.id}
              onUploaded={() => {
                setChosenVersion(undefined);
                setToNewVersion(true);
              }}
            />
          ) : null}
          <Card title={t.clientWishes} className="project-card">
            <BriefingDetails
              items={briefingItems(project, ['specialNotes', 'hashtags', 'generatedCaption'])}
              testId="client-wishes"
            />
          </Card>
          <Card title={t.aiDescriptionLabel} className="project-card">
            <Typography.Paragraph className="pre-wrap">{project.generatedCaption?.trim() || t.notSpecified}</Typography.Paragraph>
          </Card>
          <AiSuggestionCard suggestion={project.aiSuggestion} />
          <Card title={t.clientFiles} className="project-card">
            <FileGallery files={clientFiles} emptyText={t.noClientFiles} testId="client-files" />
          </Card>
          <Card title={t.finalDesigns} className="project-card">
            <FileGallery files={finals} emptyText={t.noFinalDesigns} testId="final-designs" />
          </Card>
        </div>
        <div className="detail-layout__side">
          <Card title={t.importantNotes} className="project-card" data-testid="important-notes">
            {project.specialNotes?.trim() ? (
              <Alert type="warning" title={<span className="pre-wrap">{project.specialNotes}</span>} />
            ) : (
              <Typography.Text type="secondary">{t.noNotes}</Typography.Text>
            )}
          </Card>
          <Card title={t.hashtags} className="project-card">
            <HashtagList hashtags={project.hashtags} emptyText={t.noHashtags} />
          </Card>
          <OrderBrandInfo branding={brand.data} isLoading={brand.isLoading} error={brand.error} onRetry={() => void brand.refetch()} />
          <OrderFactsCard project={project} audience="staff" facts={['reviews']} />
          <CommentsCard projectId={project.id} title={t.feedback} />
        </div>
      </div>
    </ProjectPageFrame>
  );
}
