import { type ReactNode, useId } from 'react';
import { DocumentIcon } from '../../icons/Icon';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './TemplatePreview.css';
import { parseTemplateText, type TemplateTextNode } from './templateText';

export type TemplatePreviewHeader =
  | { type: 'text'; text: string }
  | { type: 'image' | 'document' | 'video'; url?: string; fileName?: string };

export type TemplatePreviewButton = {
  id: string;
  /** A quick reply sends its text back; a URL button opens `value`. */
  subType: 'quick_reply' | 'url';
  text: string;
  /** The URL of a URL button. */
  value?: string;
};

export type TemplatePreviewProps = {
  /** The message text: line breaks kept, `*bold*` and `_italic_` shown, `{{1}}` filled from `variables`. */
  body: string;
  header?: TemplatePreviewHeader;
  footer?: string;
  buttons?: TemplatePreviewButton[];
  /** Values for the placeholders by name ("1", "2", …); the unfilled ones are marked in the text. */
  variables?: Record<string, string>;
  /** The template's name above the bubble; also the preview's accessible name. */
  title?: ReactNode;
  /** A line under the title (language, category). */
  description?: ReactNode;
  /** Beside the title, e.g. a StatusLabel with the template's approval state. */
  status?: ReactNode;
  /** Greyed out: the template cannot be used now. */
  isDisabled?: boolean;
  /** Why it cannot be used, shown under the title while disabled. */
  disabledReason?: string;
  /** Accessible name of the preview when it has no title. */
  label?: string;
  /** Text alternative of an image header ("" when the image says nothing the text does not). */
  imageAlt?: string;
  /** Shown in a header whose image, video or document has no URL or file name yet. */
  imageLabel?: string;
  videoLabel?: string;
  documentLabel?: string;
  /** Read after an unfilled placeholder by assistive technology. */
  unfilledLabel?: string;
  /** Accessible name of the link icon of a URL button. */
  urlButtonLabel?: string;
  className?: string;
};

/** A 24 × 24 icon drawn from one path: named when `label` is given, else hidden from assistive tech. */
const Glyph = ({ path, className, label }: { path: string; className: string; label?: string }) => (
  <svg
    viewBox="0 0 24 24"
    fill="currentColor"
    focusable="false"
    className={className}
    role="img"
    aria-label={label}
    aria-hidden={label ? undefined : true}
  >
    <path d={path} />
  </svg>
);

// Material Icons' "link" (Apache License 2.0), for a URL button.
const LinkGlyph = ({ label }: { label: string }) => (
  <Glyph
    label={label}
    className={styles.glyph}
    path="M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1zM8 13h8v-2H8v2zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5z"
  />
);

// Material Icons' "play_circle_outline" (Apache License 2.0), for a video header.
const PlayGlyph = () => (
  <Glyph
    className={styles.mediaIcon}
    path="M10 16.5l6-4.5-6-4.5v9zM12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8z"
  />
);

// Material Icons' "image" (Apache License 2.0), for an image header without a URL.
const ImageGlyph = () => (
  <Glyph
    className={styles.mediaIcon}
    path="M21 19V5c0-1.1-.9-2-2-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2zM8.5 13.5l2.5 3.01L14.5 12l4.5 6H5l3.5-4.5z"
  />
);

const renderNodes = (nodes: TemplateTextNode[], unfilledLabel: string): ReactNode[] =>
  // The nodes never change order between renders of the same text, so their index is a stable key.
  nodes.map((node, index) => {
    const key = `${node.type}-${index}`;
    if (node.type === 'text') return node.text;
    if (node.type === 'placeholder') {
      return (
        <span key={key} className={styles.placeholder} data-placeholder={node.name}>
          {`{{${node.name}}}`}
          <span className={visuallyHidden}>{` ${unfilledLabel}`}</span>
        </span>
      );
    }
    const Tag = node.type === 'bold' ? 'strong' : 'em';
    return <Tag key={key}>{renderNodes(node.children, unfilledLabel)}</Tag>;
  });

const Header = ({
  header,
  variables,
  unfilledLabel,
  labels,
  imageAlt,
}: {
  header: TemplatePreviewHeader;
  variables?: Record<string, string>;
  unfilledLabel: string;
  labels: Record<'image' | 'video' | 'document', string>;
  imageAlt: string;
}) => {
  if (header.type === 'text') {
    return (
      <p className={styles.headerText}>
        {renderNodes(parseTemplateText(header.text, { variables, formatting: false }), unfilledLabel)}
      </p>
    );
  }
  if (header.type === 'image' && header.url) {
    return <img className={styles.image} src={header.url} alt={imageAlt} />;
  }
  const icon =
    header.type === 'document' ? (
      <DocumentIcon className={styles.mediaIcon} />
    ) : header.type === 'video' ? (
      <PlayGlyph />
    ) : (
      <ImageGlyph />
    );
  return (
    <div className={styles.media} data-media={header.type}>
      {icon}
      <span className={styles.mediaName}>{header.fileName || labels[header.type]}</span>
    </div>
  );
};

/**
 * A message template as WhatsApp shows it: header, body, footer and buttons in a bubble, with the
 * template's name, a description and its status above. The buttons are labels: nothing in a preview
 * can be pressed.
 */
export const TemplatePreview = ({
  body,
  header,
  footer,
  buttons,
  variables,
  title,
  description,
  status,
  isDisabled = false,
  disabledReason,
  label = 'Message preview',
  imageAlt = '',
  imageLabel = 'Image',
  videoLabel = 'Video',
  documentLabel = 'Document',
  unfilledLabel = '(not filled)',
  urlButtonLabel = 'Link',
  className,
}: TemplatePreviewProps) => {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const reasonId = `${id}-reason`;
  const reason = isDisabled && disabledReason ? disabledReason : null;
  const describedBy = [description ? descriptionId : null, reason ? reasonId : null]
    .filter(Boolean)
    .join(' ');
  const hasCaption = Boolean(title || description || status || reason);
  return (
    <figure
      className={cx(styles.root, className)}
      data-disabled={isDisabled || undefined}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      aria-describedby={describedBy || undefined}
    >
      {hasCaption ? (
        <figcaption className={styles.caption}>
          {title || status ? (
            <span className={styles.titleRow}>
              {title ? (
                <span id={titleId} className={styles.title}>
                  {title}
                </span>
              ) : null}
              {status}
            </span>
          ) : null}
          {description ? (
            <span id={descriptionId} className={styles.description}>
              {description}
            </span>
          ) : null}
          {reason ? (
            <span id={reasonId} className={styles.reason}>
              {reason}
            </span>
          ) : null}
        </figcaption>
      ) : null}
      <div className={styles.canvas}>
        <div className={styles.message}>
          <div className={styles.bubble}>
            {header ? (
              <Header
                header={header}
                variables={variables}
                unfilledLabel={unfilledLabel}
                labels={{ image: imageLabel, video: videoLabel, document: documentLabel }}
                imageAlt={imageAlt}
              />
            ) : null}
            <p className={styles.body}>
              {renderNodes(parseTemplateText(body, { variables }), unfilledLabel)}
            </p>
            {footer ? <p className={styles.footer}>{footer}</p> : null}
          </div>
          {buttons?.length ? (
            <ul className={styles.buttons}>
              {buttons.map((button) => (
                <li key={button.id} className={styles.button} data-sub-type={button.subType}>
                  {button.subType === 'url' ? <LinkGlyph label={urlButtonLabel} /> : null}
                  <span>{button.text}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </figure>
  );
};
