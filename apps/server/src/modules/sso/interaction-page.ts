/** The dev identity provider's pages: plain HTML, inline styles, no inline scripts (CSP). */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderInteractionPage(options: { uid: string; email?: string; error?: string }): string {
  const error = options.error
    ? `<p role="alert" style="color:#b91c1c;background:#fef2f2;padding:8px 12px;border-radius:6px">${escapeHtml(options.error)}</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Crossover development sign-in</title></head>
<body style="font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0">
<main style="background:#fff;padding:32px;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.15);width:100%;max-width:380px">
<h1 style="font-size:20px;margin:0 0 4px">Development identity provider</h1>
<p style="margin:0 0 20px;color:#475569;font-size:14px">Bundled with Crossover for local use. Sign in with an administrator (single sign-on) account; business partners use the Business Partner Login.</p>
${error}
<form method="post" action="/oidc/interaction/${escapeHtml(options.uid)}/login">
<label for="email" style="display:block;font-size:14px;font-weight:600;margin-bottom:4px">Email</label>
<input id="email" name="email" type="email" required autocomplete="username" value="${escapeHtml(options.email ?? '')}" style="width:100%;box-sizing:border-box;padding:8px;margin-bottom:12px;border:1px solid #94a3b8;border-radius:6px">
<label for="password" style="display:block;font-size:14px;font-weight:600;margin-bottom:4px">Password</label>
<input id="password" name="password" type="password" required autocomplete="current-password" style="width:100%;box-sizing:border-box;padding:8px;margin-bottom:16px;border:1px solid #94a3b8;border-radius:6px">
<button type="submit" style="width:100%;padding:10px;background:#1d4ed8;color:#fff;border:0;border-radius:6px;font-weight:600;cursor:pointer">Sign in</button>
</form>
</main>
</body>
</html>`;
}

/** Served at AUTO_SUBMIT_SCRIPT_PATH: submits the logout confirmation without a question. */
export const AUTO_SUBMIT_SCRIPT_PATH = '/oidc/assets/sign-out.js';
export const AUTO_SUBMIT_SCRIPT = "document.getElementById('sign-out')?.click();\n";

/**
 * RP-initiated logout: oidc-provider hands over its confirmation form (`form`, holding the xsrf
 * token); the button submits it with logout=yes, and the script clicks it at once.
 */
export function renderLogoutPage(form: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Signing out</title></head>
<body style="font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0">
<main style="background:#fff;padding:32px;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.15);width:100%;max-width:380px">
<h1 style="font-size:20px;margin:0 0 12px">Signing out of the development identity provider…</h1>
${form}
<button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes" style="width:100%;padding:10px;background:#1d4ed8;color:#fff;border:0;border-radius:6px;font-weight:600;cursor:pointer">Sign out</button>
</main>
<script src="${AUTO_SUBMIT_SCRIPT_PATH}"></script>
</body>
</html>`;
}
