import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Modal, Row, Switch, type FormInstance, type FormRule } from 'antd';
import { apiErrorCode, apiErrorMessage, apiFieldErrors } from '../../shared/apiError';
import {
  defaultPriceDisplay,
  PLAN_BOUNDS,
  type AdminPlan,
  type CreatePlanBody,
  type Turnaround,
  type TurnaroundStage,
  type UpdatePlanBody,
} from '../../shared/contracts';
import { NEW_PLAN_TURNAROUND, TURNAROUND_BOUNDS, TURNAROUND_STAGE_KEYS, turnaroundStageLabels } from '../clocks';
import { useToast } from '../../shared/toast';
import { useCreateAdminPlanMutation, useUpdateAdminPlanMutation } from './adminApi';
import { adminTexts as t } from './texts';

interface PlanValues {
  name: string;
  price: number | null;
  priceDisplay: string;
  description: string;
  postLimit: number | null;
  carouselLimit: number | null;
  reelLimit: number | null;
  /** An added row is undefined until something is typed into it. */
  features: (string | undefined)[];
  isRecommended: boolean;
  ctaLabel: string;
  stripePriceId: string;
  /** Business days per stage; null while a field is emptied. */
  turnaround: Record<TurnaroundStage, number | null>;
}

type PlanField = keyof PlanValues;
const PLAN_FIELDS: readonly PlanField[] = [
  'name',
  'price',
  'priceDisplay',
  'description',
  'postLimit',
  'carouselLimit',
  'reelLimit',
  'features',
  'isRecommended',
  'ctaLabel',
  'stripePriceId',
  'turnaround',
];

/** A display equal to the default follows the price, so the form shows it as empty. */
function initialValues(plan: AdminPlan | null): PlanValues {
  if (!plan) {
    return {
      name: '',
      price: null,
      priceDisplay: '',
      description: '',
      postLimit: null,
      carouselLimit: null,
      reelLimit: null,
      features: [],
      isRecommended: false,
      ctaLabel: t.defaultCtaLabel,
      stripePriceId: '',
      turnaround: { ...NEW_PLAN_TURNAROUND },
    };
  }
  return {
    name: plan.name,
    price: plan.price,
    priceDisplay: plan.priceDisplay === defaultPriceDisplay(plan.price) ? '' : plan.priceDisplay,
    description: plan.description,
    postLimit: plan.postLimit,
    carouselLimit: plan.carouselLimit,
    reelLimit: plan.reelLimit,
    // A copy: the cached answer is frozen, and the list of rows changes.
    features: [...plan.features],
    isRecommended: plan.isRecommended,
    ctaLabel: plan.ctaLabel,
    stripePriceId: plan.stripePriceId ?? '',
    turnaround: { ...plan.turnaround },
  };
}

/** The rules have made sure every stage has its number. */
function toTurnaround(values: PlanValues['turnaround']): Turnaround {
  return {
    design: values.design ?? 0,
    check: values.check ?? 0,
    rework: values.rework ?? 0,
    review: values.review ?? 0,
  };
}

/** The create body; the rules have made sure the numbers are there. */
function toBody(values: PlanValues): CreatePlanBody {
  const priceDisplay = values.priceDisplay.trim();
  return {
    name: values.name.trim(),
    price: values.price ?? 0,
    ...(priceDisplay ? { priceDisplay } : {}),
    description: values.description.trim(),
    postLimit: values.postLimit ?? 0,
    carouselLimit: values.carouselLimit ?? 0,
    reelLimit: values.reelLimit ?? 0,
    features: values.features.map((feature) => (feature ?? '').trim()),
    isRecommended: values.isRecommended,
    ctaLabel: values.ctaLabel.trim(),
    stripePriceId: values.stripePriceId.trim() || null,
    turnaround: toTurnaround(values.turnaround),
  };
}

/**
 * Only what changed. An emptied display goes back to the default (the server ignores an empty one);
 * one left empty keeps following the price on the server.
 */
function toChanges(plan: AdminPlan, body: CreatePlanBody): UpdatePlanBody {
  const changes: UpdatePlanBody = {};
  const set = <Key extends keyof CreatePlanBody>(key: Key) => {
    if (JSON.stringify(body[key]) !== JSON.stringify(plan[key])) changes[key] = body[key];
  };
  (
    [
      'name',
      'price',
      'description',
      'postLimit',
      'carouselLimit',
      'reelLimit',
      'features',
      'isRecommended',
      'ctaLabel',
      'stripePriceId',
    ] as const
  ).forEach(set);
  // The stages whose allowance changed, alone.
  const turnaround = TURNAROUND_STAGE_KEYS.filter((stage) => body.turnaround?.[stage] !== plan.turnaround[stage]);
  if (body.turnaround && turnaround.length)
    changes.turnaround = Object.fromEntries(turnaround.map((stage) => [stage, body.turnaround?.[stage]]));
  const followedPrice = plan.priceDisplay === defaultPriceDisplay(plan.price);
  if (body.priceDisplay) {
    if (body.priceDisplay !== plan.priceDisplay) changes.priceDisplay = body.priceDisplay;
  } else if (!followedPrice) {
    changes.priceDisplay = defaultPriceDisplay(body.price);
  }
  return changes;
}

/** A field the server named, as the form names it: `turnaround.design` is a stage's field. */
function formField(field: string): PlanField | ['turnaround', TurnaroundStage] | null {
  const [head, stage] = field.split('.');
  if (head === 'turnaround' && TURNAROUND_STAGE_KEYS.some((key) => key === stage))
    return ['turnaround', stage as TurnaroundStage];
  return (PLAN_FIELDS as readonly string[]).includes(field) ? (field as PlanField) : null;
}

/** Puts the server's reasons beside the fields they are about (the toast names them too). */
function showServerErrors(form: FormInstance<PlanValues>, error: unknown, message: string) {
  const code = apiErrorCode(error);
  const fields: { name: PlanField | ['turnaround', TurnaroundStage]; errors: string[] }[] = apiFieldErrors(
    error,
  ).flatMap((entry) => {
    const name = formField(entry.field);
    return name ? [{ name, errors: [entry.message] }] : [];
  });
  if (code === 'PLAN_NAME_TAKEN') fields.push({ name: 'name', errors: [message] });
  if (fields.length) form.setFields(fields);
}

const limitRules: FormRule[] = [
  { required: true, type: 'integer', min: 0, max: PLAN_BOUNDS.limitMax, message: t.planLimitInvalid },
];
const priceRules: FormRule[] = [
  { required: true, type: 'number', min: 0, max: PLAN_BOUNDS.priceMax, message: t.planPriceInvalid },
  {
    validator: async (_, value: number | null) => {
      // At most 2 decimals (within floating-point noise: 0.1 * 100 is 10.000000000000002).
      if (value != null && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) throw new Error(t.planPriceInvalid);
    },
  },
];
const turnaroundRules: FormRule[] = [
  {
    required: true,
    type: 'integer',
    min: TURNAROUND_BOUNDS.min,
    max: TURNAROUND_BOUNDS.max,
    message: t.planTurnaroundInvalid,
  },
];
const stripePriceIdRules: FormRule[] = [
  {
    validator: async (_, value: string | undefined) => {
      const id = (value ?? '').trim();
      if (id && (!/^[A-Za-z0-9_]+$/.test(id) || id.length > PLAN_BOUNDS.stripePriceIdMax))
        throw new Error(t.planStripePriceIdInvalid);
    },
  },
];

export interface PlanDialogProps {
  /** The plan to change; null creates a new one. */
  plan: AdminPlan | null;
  onClose: () => void;
}

/**
 * Mounted while open. Every field within the server's bounds (PLAN_BOUNDS); when the server refuses,
 * its message shows and the entries stay.
 */
export function PlanDialog({ plan, onClose }: PlanDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<PlanValues>();
  const [createPlan, { isLoading: creating }] = useCreateAdminPlanMutation();
  const [updatePlan, { isLoading: updating }] = useUpdateAdminPlanMutation();
  const price = Form.useWatch('price', form);

  const submit = async (values: PlanValues) => {
    const body = toBody(values);
    const fallback = plan ? t.planUpdateError : t.planCreateError;
    try {
      if (!plan) {
        await createPlan(body).unwrap();
        toast.success(t.planCreated);
      } else {
        const changes = toChanges(plan, body);
        if (Object.keys(changes).length) await updatePlan({ id: plan.id, body: changes }).unwrap();
        toast.success(t.planSaved);
      }
      onClose();
    } catch (error) {
      const message = apiErrorMessage(error, fallback);
      toast.error(message);
      showServerErrors(form, error, message);
    }
  };

  return (
    <Modal
      open
      title={plan ? t.editPlan : t.createPlan}
      okText={plan ? t.save : t.create}
      cancelText={t.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={creating || updating}
      width={640}
    >
      <Form<PlanValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues(plan)}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t.planNameLabel}
          rules={[
            { required: true, whitespace: true, message: t.planNameRequired },
            { max: PLAN_BOUNDS.nameMax, message: t.planNameTooLong },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="price" label={t.priceLabel} rules={priceRules}>
              <InputNumber className="plan-number" step={1} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="priceDisplay"
              label={t.priceDisplayLabel}
              extra={t.priceDisplayHint}
              rules={[{ max: PLAN_BOUNDS.priceDisplayMax, message: t.planPriceDisplayTooLong }]}
            >
              <Input
                placeholder={typeof price === 'number' ? defaultPriceDisplay(price) : undefined}
                autoComplete="off"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="description"
          label={t.descriptionLabel}
          rules={[{ max: PLAN_BOUNDS.descriptionMax, message: t.planDescriptionTooLong }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="postLimit" label={t.postLimitLabel} rules={limitRules}>
              <InputNumber className="plan-number" precision={0} step={1} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="carouselLimit" label={t.carouselLimitLabel} rules={limitRules}>
              <InputNumber className="plan-number" precision={0} step={1} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="reelLimit" label={t.reelLimitLabel} rules={limitRules}>
              <InputNumber className="plan-number" precision={0} step={1} />
            </Form.Item>
          </Col>
        </Row>
        <fieldset className="plan-turnaround" data-testid="plan-turnaround">
          <legend className="plan-turnaround__legend">{t.turnaroundLegend}</legend>
          <Row gutter={16}>
            {TURNAROUND_STAGE_KEYS.map((stage) => (
              <Col xs={24} sm={12} key={stage}>
                <Form.Item name={['turnaround', stage]} label={turnaroundStageLabels[stage]} rules={turnaroundRules}>
                  <InputNumber className="plan-number" precision={0} step={1} suffix={t.businessDays} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </fieldset>
        <Form.Item label={t.featuresLabel} required={false}>
          <Form.List name="features">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <div key={field.key} className="plan-features__row">
                    <Form.Item
                      name={field.name}
                      rules={[
                        { required: true, whitespace: true, message: t.planFeatureInvalid },
                        { max: PLAN_BOUNDS.featureMax, message: t.planFeatureInvalid },
                      ]}
                    >
                      <Input aria-label={t.featureLabel(index + 1)} autoComplete="off" />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t.removeFeatureAria(index + 1)}
                      onClick={() => remove(field.name)}
                    />
                  </div>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add('')}
                  disabled={fields.length >= PLAN_BOUNDS.featuresMax}
                >
                  {t.addFeature}
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="isRecommended" label={t.recommendedLabel} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="ctaLabel"
              label={t.ctaLabelLabel}
              rules={[
                { required: true, whitespace: true, message: t.planCtaLabelInvalid },
                { max: PLAN_BOUNDS.ctaLabelMax, message: t.planCtaLabelInvalid },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="stripePriceId"
              label={t.stripePriceIdLabel}
              extra={t.stripePriceIdHint}
              rules={stripePriceIdRules}
            >
              <Input placeholder="price_…" autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
