// A returning user's `me`, asked for as soon as the page is parsed instead of after the app's scripts
// arrived and ran: the signed-in shell waits for it. The app takes the answer (packages/api
// src/auth/earlyMe.ts, which also explains the stored body). Deferred after config.js, before the app.
(() => {
  try {
    const config = window.__PARLEY_CONFIG__;
    const token = localStorage.getItem('parley.accessToken');
    const body = localStorage.getItem('parley.earlyMe');
    if (!config || typeof config.graphqlUrl !== 'string' || !token || !body) return;
    window.__PARLEY_EARLY_ME__ = {
      body,
      response: fetch(config.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      }).catch(() => null),
    };
  } catch {
    // No storage (private mode, blocked): the app asks the normal way.
  }
})();
