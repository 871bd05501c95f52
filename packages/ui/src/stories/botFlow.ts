import type { BotNodeType } from '../patterns/BotNodeCard/BotNodeIcon';
import type { FlowViewerEdge, FlowViewerNode } from '../patterns/FlowViewer/FlowViewer';

/*
 * The bot flow the automation stories show (a welcome bot) and the English names of the node types,
 * as the app passes them translated. Story files only.
 */
export const botTypeLabels: Record<BotNodeType, string> = {
  start: 'Start',
  end: 'End',
  'internal-note': 'Internal note',
  'set-user': 'Assign user',
  'set-status': 'Set status',
  'set-visibility': 'Set visibility',
  'send-message': 'Send message',
  'send-template': 'Send template',
  'http-request': 'HTTP request',
  script: 'Script',
  'invoke-bot': 'Start another bot',
  'opt-in': 'Ask for opt-in',
  pause: 'Pause',
  'set-product': 'Add product',
  'remove-product': 'Remove product',
  'set-customer-type': 'Set customer type',
  'remove-customer-type': 'Remove customer type',
  'set-contact-customer-type': 'Set contact customer type',
  'remove-contact-customer-type': 'Remove contact customer type',
  'set-label': 'Add label',
  'remove-label': 'Remove label',
  'set-contact-label': 'Add contact label',
  'remove-contact-label': 'Remove contact label',
};

const column = 0;
const step = 150;

/** start → message → opt-in (Yes: label, No: contact label, which has no name) → pause → template → end. */
export const welcomeBot = {
  nodes: [
    { id: 'start', type: 'start', name: 'New conversation', position: { x: column, y: 0 } },
    {
      id: 'welcome',
      type: 'send-message',
      name: 'Welcome message',
      summary: 'Hi! Thanks for writing to Mustermann Solar.',
      position: { x: column, y: step },
    },
    {
      id: 'consent',
      type: 'opt-in',
      name: 'Ask for marketing consent',
      summary: 'WhatsApp offers and news',
      position: { x: column, y: 2 * step },
    },
    {
      id: 'label-yes',
      type: 'set-label',
      name: 'Label: newsletter',
      summary: 'Newsletter',
      position: { x: column - 180, y: 3 * step + 30 },
    },
    {
      id: 'label-no',
      type: 'set-contact-label',
      name: null,
      summary: 'No marketing',
      position: { x: column + 180, y: 3 * step + 30 },
    },
    {
      id: 'wait',
      type: 'pause',
      name: 'Wait a day',
      summary: '24 hours',
      position: { x: column, y: 4 * step + 60 },
    },
    {
      id: 'offer',
      type: 'send-template',
      name: 'Spring offer',
      summary: 'Template: spring_offer_2025',
      position: { x: column, y: 5 * step + 60 },
    },
    { id: 'end', type: 'end', name: 'Done', position: { x: column, y: 6 * step + 60 } },
  ],
  edges: [
    { id: 'e-start', source: 'start', target: 'welcome' },
    { id: 'e-welcome', source: 'welcome', target: 'consent' },
    { id: 'e-yes', source: 'consent', target: 'label-yes', label: 'Yes' },
    { id: 'e-no', source: 'consent', target: 'label-no', label: 'No' },
    { id: 'e-yes-wait', source: 'label-yes', target: 'wait' },
    { id: 'e-no-wait', source: 'label-no', target: 'wait' },
    { id: 'e-wait', source: 'wait', target: 'offer' },
    { id: 'e-offer', source: 'offer', target: 'end', label: 'Sent' },
  ],
} satisfies { nodes: FlowViewerNode[]; edges: FlowViewerEdge[] };
