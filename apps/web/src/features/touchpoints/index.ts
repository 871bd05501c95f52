export { AllTouchpoints } from './AllTouchpoints.tsx';
export { QrCodes } from './QrCodes.tsx';
export { TouchpointsOverview } from './TouchpointsOverview.tsx';
export { WebsiteWidgetSettings } from './WebsiteWidgetSettings.tsx';
