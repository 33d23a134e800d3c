import { plural } from '../../shared/plural';

/** German texts of the review screens: the design viewer, the version comparison and the pin form. */
export const reviewTexts = {
  // Viewer
  previousSlide: 'Vorherige Folie',
  nextSlide: 'Nächste Folie',
  slideCounter: (n: number, total: number) => `${n} / ${total}`,
  slideThumb: (n: number) => `Folie ${n}`,
  slideThumbPins: (n: number, pins: number) => `Folie ${n}, ${plural(pins, { one: '1 Pin', other: `${pins} Pins` })}`,
  slides: 'Folien',
  zoomIn: 'Vergrössern',
  zoomOut: 'Verkleinern',
  // The visible percentage is part of the name (WCAG 2.5.3, label in name).
  zoomReset: (percent: number) => `${percent}% – Zoom zurücksetzen`,
  pin: (label: string) => `Pin ${label}`,
  done: 'erledigt',
  pinAt: (label: string, moment: string) => `Pin ${label} bei ${moment}`,
  placeVideoPin: (moment: string) => `Pin bei ${moment} setzen`,
  placeHint: 'Klicke auf das Design, um einen Pin zu setzen.',
  videoPins: 'Pins im Video',
  noFiles: 'Keine Dateien',
  download: 'Herunterladen',
  downloadFile: (name: string) => `${name} herunterladen`,
  viewer: (label?: string) => (label ? `Design ${label}` : 'Design'),

  // Comparison
  leftVersion: 'Linke Version',
  rightVersion: 'Rechte Version',
  versionOption: (n: number, date: string) => `V${n} · ${date}`,
  sideBySide: 'Nebeneinander',
  overlay: 'Überblenden',
  compareMode: 'Ansicht',
  noSlide: (n: number) => `Keine Folie ${n} in dieser Version`,

  // Pin form
  slide: (n: number) => `Folie ${n}`,
  atMoment: (moment: string) => `bei ${moment}`,
  pinComment: (n: number) => `Kommentar zu Pin ${n}`,
  pinCommentPrompt: 'Was soll hier geändert werden?',
  removePin: (n: number) => `Pin ${n} entfernen`,
} as const;
