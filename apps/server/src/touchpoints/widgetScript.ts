/*
 * The website widget a company embeds with its snippet (GET /api/widget/v1.js). Plain DOM, no
 * dependencies, text set with textContent only: it runs on the company's own site. It reads its key
 * from the script tag, loads the public settings (GET /api/widget/:key) and, when the widget is
 * enabled, shows a button in the chosen corner and colour that opens the greeting and a link into a
 * chat on the company's messenger channel.
 */
export const WIDGET_SCRIPT = `(() => {
  const script = document.currentScript;
  if (!script) return;
  const key = script.getAttribute('data-parley-key');
  const type = script.getAttribute('data-parley-type') || 'chat-widget';
  if (!key) return;
  const base = new URL(script.src).origin;
  fetch(base + '/api/widget/' + encodeURIComponent(key) + '?type=' + encodeURIComponent(type))
    .then((response) => (response.ok ? response.json() : null))
    .then((settings) => {
      if (!settings || !settings.enabled) return;
      const root = document.createElement('div');
      root.setAttribute('data-parley-widget', type);
      root.style.cssText = 'position:fixed;bottom:16px;z-index:2147483000;font:14px/1.4 system-ui,sans-serif;' +
        (settings.position === 'left' ? 'left:16px;' : 'right:16px;');
      const panel = document.createElement('div');
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-label', settings.buttonLabel);
      panel.hidden = true;
      panel.style.cssText = 'margin-bottom:8px;max-width:280px;padding:12px 16px;border-radius:12px;' +
        'background:#fff;color:#111;box-shadow:0 4px 16px rgba(0,0,0,.2);';
      const greeting = document.createElement('p');
      greeting.style.margin = '0 0 8px';
      greeting.textContent = settings.greeting;
      panel.append(greeting);
      if (settings.chatLink) {
        const link = document.createElement('a');
        link.href = settings.chatLink;
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
        link.textContent = settings.buttonLabel;
        link.style.cssText = 'color:' + settings.color + ';font-weight:600;';
        panel.append(link);
      }
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = settings.buttonLabel;
      button.setAttribute('aria-expanded', 'false');
      button.style.cssText = 'border:0;border-radius:999px;padding:12px 18px;cursor:pointer;color:#fff;' +
        'font:inherit;font-weight:600;box-shadow:0 2px 8px rgba(0,0,0,.25);background:' + settings.color + ';';
      button.addEventListener('click', () => {
        panel.hidden = !panel.hidden;
        button.setAttribute('aria-expanded', String(!panel.hidden));
      });
      root.append(panel, button);
      document.body.append(root);
    })
    .catch(() => {});
})();
`;
