export {
  TemplatePreview,
  type TemplatePreviewButton,
  type TemplatePreviewHeader,
  type TemplatePreviewProps,
} from './TemplatePreview';
