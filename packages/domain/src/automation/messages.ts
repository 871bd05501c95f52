/** Message keys of automation (spec 8), translated by the web app. */
export const automationMessageKeys = {
  /** A node without a name (the viewer and the editor show it in its place). */
  missingNodeName: 'BOT_SYSTEM.MISSING_NODE_NAME',
  invalidDuration: 'BOT_SYSTEM.INVALID_DURATION',
  invalidResumeDate: 'BOT_SYSTEM.INVALID_RESUME_DATE',
  invalidUrl: 'BOT_SYSTEM.INVALID_URL',
  invalidHashtag: 'BOT_SYSTEM.INVALID_HASHTAG',
  /** The flow is not a flow: an edge to a node that is not there, no start node, two nodes with one id. */
  invalidFlow: 'BOT_SYSTEM.INVALID_FLOW',
  nodeNotFound: 'BOT_SYSTEM.NODE_NOT_FOUND',
  /** The revoke confirmation cannot be switched off. */
  lockedAutoresponder: 'BOT_SYSTEM.AUTORESPONDER_LOCKED',
  /** The brand bot was already installed under this name. */
  duplicateBotName: 'BOT_SYSTEM.DUPLICATE_BOT_NAME',
} as const;
