/*
 * The appointment widget a company embeds with its snippet (GET /api/widget/appointments-v1.js). Plain
 * DOM, no dependencies, text set with textContent only: it runs on the company's own site. It reads the
 * key from its script tag (data-parley-appointments), loads the look and the free slots
 * (GET /api/widget/appointments/:key) and, when the widget is enabled, shows a button in the chosen
 * corner and colour. The button opens a form: day and time (in the company's time zone), first and last
 * name, email, an optional comment (400 characters, as spec 5). The booking is sent as text/plain JSON
 * (a simple cross-origin request, no preflight); a field the server refuses shows its message beside
 * that field and keeps what the visitor typed. Texts in German or English after the page's language.
 */
export const APPOINTMENT_WIDGET_SCRIPT = `(() => {
  const script = document.currentScript;
  if (!script) return;
  const key = script.getAttribute('data-parley-appointments');
  if (!key) return;
  const base = new URL(script.src).origin;
  const url = base + '/api/widget/appointments/' + encodeURIComponent(key);
  const lang = (document.documentElement.lang || navigator.language || 'en').slice(0, 2) === 'de' ? 'de' : 'en';
  const texts = {
    en: {
      day: 'Day', time: 'Time', firstName: 'First name', lastName: 'Last name', email: 'Email',
      comment: 'Comment (optional)', book: 'Request appointment', sending: 'Sending…', close: 'Close',
      none: 'No free times in the next two weeks. Please try again later.',
      zone: 'Times in ', done: 'Thank you! Your request was sent; you will get a confirmation.',
      required: 'Please fill in this field.', invalidEmail: 'Please enter a valid email address.',
      tooLong: 'At most 400 characters.', taken: 'This time was just taken. Please choose another one.',
      busy: 'Too many requests. Please try again in a few minutes.',
      failed: 'The request could not be sent. Please try again.'
    },
    de: {
      day: 'Tag', time: 'Uhrzeit', firstName: 'Vorname', lastName: 'Nachname', email: 'E-Mail',
      comment: 'Kommentar (optional)', book: 'Termin anfragen', sending: 'Wird gesendet…', close: 'Schließen',
      none: 'In den nächsten zwei Wochen ist kein Termin frei. Bitte versuchen Sie es später erneut.',
      zone: 'Uhrzeiten in ', done: 'Vielen Dank! Ihre Anfrage wurde gesendet; Sie erhalten eine Bestätigung.',
      required: 'Bitte füllen Sie dieses Feld aus.', invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      tooLong: 'Höchstens 400 Zeichen.', taken: 'Diese Uhrzeit wurde gerade vergeben. Bitte wählen Sie eine andere.',
      busy: 'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.',
      failed: 'Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.'
    }
  }[lang];
  const messageOf = (messageKey) =>
    messageKey === 'FORM_ERRORS.INVALID_EMAIL' ? texts.invalidEmail
    : messageKey === 'VALIDATE.APPOINTMENT_COMMENT_TOO_LONG' ? texts.tooLong
    : messageKey === 'WIDGET.SLOT_TAKEN' ? texts.taken
    : messageKey === 'FORM_ERRORS.REQUIRED' ? texts.required
    : texts.failed;
  const el = (tag, props, children) => {
    const node = document.createElement(tag);
    Object.assign(node, props || {});
    for (const child of children || []) node.append(child);
    return node;
  };
  // The company picks the colour: the text on it is black or white, whichever reads better (WCAG).
  const textOn = (hex) => {
    const channel = (i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    };
    const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
    return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#fff' : '#111';
  };
  let uid = 0;
  const id = (name) => 'parley-appt-' + name + '-' + (++uid);

  fetch(url)
    .then((response) => (response.ok ? response.json() : null))
    .then((widget) => {
      if (!widget) return;
      const zone = widget.timeZone;
      const onColor = textOn(widget.color);
      // Dates as the app writes them (DD.MM.YYYY), the weekday in the visitor's language.
      const weekdayFormat = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: zone });
      const dateFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: zone });
      const dayFormat = { format: (date) => weekdayFormat.format(date) + ', ' + dateFormat.format(date) };
      const timeFormat = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', timeZone: zone });
      const root = el('div');
      root.setAttribute('data-parley-widget', 'appointments');
      root.style.cssText = 'position:fixed;bottom:16px;z-index:2147483000;font:14px/1.4 system-ui,sans-serif;color:#111;' +
        (widget.position === 'left' ? 'left:16px;' : 'right:16px;');
      const style = el('style', { textContent:
        '[data-parley-widget=appointments] :focus-visible{outline:3px solid ' + widget.color + ';outline-offset:2px}' +
        '[data-parley-widget=appointments] label{display:block;margin:8px 0 2px;font-weight:600}' +
        '[data-parley-widget=appointments] input,[data-parley-widget=appointments] select,[data-parley-widget=appointments] textarea' +
        '{box-sizing:border-box;width:100%;padding:6px 8px;border:1px solid #767676;border-radius:6px;font:inherit;color:inherit;background:#fff}' +
        '[data-parley-widget=appointments] [aria-invalid=true]{border-color:#b3261e}' +
        '[data-parley-widget=appointments] .parley-error{color:#b3261e;margin:2px 0 0}' });
      const titleId = id('title');
      const panel = el('div', { hidden: true, id: id('panel') });
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-labelledby', titleId);
      panel.style.cssText = 'margin-bottom:8px;width:300px;max-width:calc(100vw - 32px);max-height:calc(100vh - 96px);overflow:auto;' +
        'padding:12px 16px;border-radius:12px;background:#fff;box-shadow:0 4px 16px rgba(0,0,0,.25);';
      const heading = el('h2', { id: titleId, textContent: widget.title });
      heading.style.cssText = 'font-size:16px;margin:0 32px 8px 0;';
      const close = el('button', { type: 'button', textContent: '×' });
      close.setAttribute('aria-label', texts.close);
      close.style.cssText = 'float:right;border:0;background:none;font-size:20px;line-height:1;cursor:pointer;color:inherit;';
      const button = el('button', { type: 'button', textContent: widget.buttonLabel });
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-controls', panel.id);
      button.style.cssText = 'display:block;margin-left:auto;border:0;border-radius:999px;padding:12px 18px;cursor:pointer;' +
        'font:inherit;font-weight:600;box-shadow:0 2px 8px rgba(0,0,0,.25);background:' + widget.color + ';color:' + onColor + ';';
      const setOpen = (open) => {
        panel.hidden = !open;
        button.setAttribute('aria-expanded', String(open));
        if (open) heading.focus();
        else button.focus();
      };
      heading.tabIndex = -1;
      button.addEventListener('click', () => setOpen(panel.hidden));
      close.addEventListener('click', () => setOpen(false));
      panel.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') setOpen(false);
      });

      const body = el('div');
      const field = (name, label, control) => {
        const errorId = id(name + '-error');
        control.id = id(name);
        control.name = name;
        const error = el('p', { id: errorId, className: 'parley-error', hidden: true });
        control.setAttribute('aria-describedby', errorId);
        const wrap = el('div', {}, [el('label', { htmlFor: control.id, textContent: label }), control, error]);
        return { wrap, control, show(message) {
          error.textContent = message || '';
          error.hidden = !message;
          control.setAttribute('aria-invalid', message ? 'true' : 'false');
        } };
      };

      const render = (slots) => {
        body.replaceChildren();
        if (!slots.length) {
          body.append(el('p', { textContent: texts.none }));
          return;
        }
        const byDay = new Map();
        for (const slot of slots) {
          const day = dayFormat.format(new Date(slot.start));
          if (!byDay.has(day)) byDay.set(day, []);
          byDay.get(day).push(slot);
        }
        const day = field('day', texts.day, el('select'));
        for (const name of byDay.keys()) day.control.append(el('option', { value: name, textContent: name }));
        const time = field('start', texts.time, el('select'));
        const fillTimes = () => {
          time.control.replaceChildren();
          for (const slot of byDay.get(day.control.value) || []) {
            time.control.append(el('option', { value: slot.start, textContent: timeFormat.format(new Date(slot.start)) + ' – ' + timeFormat.format(new Date(slot.end)) }));
          }
        };
        day.control.addEventListener('change', fillTimes);
        fillTimes();
        const firstName = field('firstName', texts.firstName, el('input', { type: 'text', required: true, maxLength: 100, autocomplete: 'given-name' }));
        const lastName = field('lastName', texts.lastName, el('input', { type: 'text', required: true, maxLength: 100, autocomplete: 'family-name' }));
        const email = field('email', texts.email, el('input', { type: 'email', required: true, maxLength: 254, autocomplete: 'email' }));
        const comment = field('comment', texts.comment, el('textarea', { rows: 3, maxLength: 400 }));
        const fields = { start: time, firstName, lastName, email, comment };
        const status = el('p', { className: 'parley-error', hidden: true });
        status.setAttribute('role', 'alert');
        const submit = el('button', { type: 'submit', textContent: texts.book });
        submit.style.cssText = 'margin-top:12px;width:100%;border:0;border-radius:8px;padding:10px;cursor:pointer;font:inherit;font-weight:600;' +
          'background:' + widget.color + ';color:' + onColor + ';';
        const form = el('form', { noValidate: true }, [day.wrap, time.wrap, firstName.wrap, lastName.wrap, email.wrap, comment.wrap, status, submit]);
        const zoneNote = Intl.DateTimeFormat().resolvedOptions().timeZone !== zone ? el('p', { textContent: texts.zone + zone }) : null;
        if (zoneNote) zoneNote.style.cssText = 'margin:0 0 4px;color:#555;';
        form.addEventListener('submit', (event) => {
          event.preventDefault();
          status.hidden = true;
          let first = null;
          for (const [name, entry] of Object.entries(fields)) {
            const value = entry.control.value.trim();
            const message = name !== 'comment' && !value ? texts.required
              : name === 'email' && !/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(value) ? texts.invalidEmail
              : null;
            entry.show(message);
            if (message && !first) first = entry.control;
          }
          if (first) {
            first.focus();
            return;
          }
          submit.disabled = true;
          submit.textContent = texts.sending;
          fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
            body: JSON.stringify({
              start: time.control.value,
              firstName: firstName.control.value,
              lastName: lastName.control.value,
              email: email.control.value,
              comment: comment.control.value,
            }),
          })
            .then((response) => response.json().catch(() => null).then((answer) => ({ response, answer })))
            .then(({ response, answer }) => {
              if (response.ok) {
                const when = dayFormat.format(new Date(answer.start)) + ', ' + timeFormat.format(new Date(answer.start));
                const done = el('p', { textContent: texts.done + ' (' + when + ')', tabIndex: -1 });
                done.setAttribute('role', 'status');
                body.replaceChildren(done);
                // The form (and the focused button) is gone: the focus stays in the panel, on the answer.
                done.focus();
                return;
              }
              const error = answer && answer.error ? answer.error : {};
              const target = error.field && fields[error.field];
              if (response.status === 429) {
                status.textContent = texts.busy;
                status.hidden = false;
              } else if (target) {
                target.show(messageOf(error.messageKey));
                target.control.focus();
              } else {
                status.textContent = texts.failed;
                status.hidden = false;
              }
              if (error.messageKey === 'WIDGET.SLOT_TAKEN') {
                const taken = time.control.value;
                for (const option of Array.from(time.control.options)) if (option.value === taken) option.remove();
              }
            })
            .catch(() => {
              status.textContent = texts.failed;
              status.hidden = false;
            })
            .finally(() => {
              submit.disabled = false;
              submit.textContent = texts.book;
            });
        });
        if (zoneNote) body.append(zoneNote);
        body.append(form);
      };
      render(widget.slots);
      panel.append(close, heading, body);
      root.append(style, panel, button);
      document.body.append(root);
    })
    .catch(() => {});
})();
`;
