import type { ThemeConfig } from 'antd';

/**
 * Text shades that meet WCAG 2.1 AA (4.5:1) on white and on the app's light greys (#f5f7fb,
 * #fafafa): antd's secondary text (#8c8c8c) reaches 3.4:1 only, its placeholder 1.6:1.
 */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.62)';
const PLACEHOLDER_TEXT = 'rgba(0, 0, 0, 0.56)';

/**
 * Tags draw their text in shade 7 of a colour on its shade 1; for green, gold, orange and the like
 * that is 2–3.5:1. These are the darkest shades' neighbours that reach 4.5:1 on shade 1, per colour.
 */
const TAG_TEXT_SHADES = {
  red7: '#a8071a',
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
  blue7: '#0958d9',
  magenta7: '#9e1068',
  pink7: '#9e1068',
} as const;

/** Green and orange as text, 4.5:1 or more on white and on their light backgrounds. */
const STATUS_TEXT = { success: '#237804', warning: '#ad4e00' } as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b63ce',
    colorLink: '#0b63ce',
    // Status colours where they are text (form messages, Typography's types, status tags):
    // antd's #52c41a, #faad14, #ff4d4f and #1677ff reach 1.9–4.1:1 on white. Red and blue are
    // dark enough as seeds; green and orange only as text (their derived light backgrounds from
    // a dark seed turn grey), so their seeds stay and the text tokens change.
    colorError: '#cf1322',
    colorInfo: '#0b63ce',
    colorSuccessText: STATUS_TEXT.success,
    colorWarningText: STATUS_TEXT.warning,
    colorTextSecondary: SECONDARY_TEXT,
    colorTextTertiary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    colorTextPlaceholder: PLACEHOLDER_TEXT,
    borderRadius: 10,
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    // A status tag writes in colorSuccess etc. on colorSuccessBg: the text shades here only.
    Tag: { ...TAG_TEXT_SHADES, colorSuccess: STATUS_TEXT.success, colorWarning: STATUS_TEXT.warning },
    // The form's messages under a field (success and warning; errors use colorError).
    Form: { colorSuccess: STATUS_TEXT.success, colorWarning: STATUS_TEXT.warning },
  },
};
