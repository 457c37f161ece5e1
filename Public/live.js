// Live pages: a progressive enhancement. Every page works fully without this script; with it, a
// page reloads itself as soon as what it shows changes — a button pressed in another browser, a
// call to the API, a reload landing, an edited fixtures file or image under --watch.
//
// The page names what it shows in <html data-live="/api/changes?screens=…&since=TOKEN">. The server
// holds that request until something changes (then {"changed": true}) or for about 25 seconds
// ({"changed": false}: ask again). A hidden tab stops asking, so background tabs never hold one of
// the browser's few connections to this server; it asks again when shown.
// Scroll indicators, as UIScrollView draws them: see the third block.
//
// Roving focus for the rows' delete controls: the list is one tab stop (the first control); the
// arrow keys, Home and End move between the controls. Without script, the first is reachable and
// every row can still be deleted with the pointer.
(() => {
  "use strict";
  document.addEventListener("keydown", (event) => {
    const current = event.target;
    if (!(current instanceof HTMLButtonElement) || !current.closest(".lp-row-delete")) return;
    const all = [...document.querySelectorAll(".lp-row-delete button")];
    const index = all.indexOf(current);
    const next = { ArrowDown: index + 1, ArrowRight: index + 1, ArrowUp: index - 1, ArrowLeft: index - 1,
                   Home: 0, End: all.length - 1 }[event.key];
    if (next === undefined || !all[next]) return;
    event.preventDefault();
    current.tabIndex = -1;
    all[next].tabIndex = 0;
    all[next].focus();
  });
})();

(() => {
  "use strict";
  const live = document.documentElement.dataset.live;
  if (!live || !window.fetch || !window.AbortController) return;

  let asking = null;
  let retryDelay = 0;
  let reloading = false;
  // Set once the page is on its way out (a form sent, a link followed): the change it caused must
  // not reload it in the middle of following the server's answer.
  let leaving = false;

  // Reload, but never under the designer's fingers: wait until a field being typed in is left.
  function reload() {
    if (reloading || leaving) return;
    const field = document.activeElement;
    if (field && (field.tagName === "INPUT" || field.tagName === "TEXTAREA") && field.value !== field.defaultValue) {
      field.addEventListener("blur", reload, { once: true });
      return;
    }
    reloading = true;
    location.reload();
  }

  async function ask() {
    if (asking || reloading || leaving || document.hidden) return;
    asking = new AbortController();
    const started = Date.now();
    let again = 0;
    try {
      const response = await fetch(live, { cache: "no-store", signal: asking.signal, headers: { Accept: "application/json" } });
      // The server now wants a token this browser does not have (it was restarted with a new one):
      // reloading shows its page with the form to enter it.
      if (response.status === 401) return reload();
      if (!response.ok) throw new Error("HTTP " + response.status);
      const answer = await response.json();
      retryDelay = 0;
      if (answer.changed) return reload();
      // Held for its full time, the next question goes at once; answered early (a proxy, or a
      // server that cannot hold requests), at most one a second.
      again = Math.max(0, 1000 - (Date.now() - started));
    } catch (error) {
      if (error.name === "AbortError") return;
      // The server is restarting or gone: ask again, less and less often.
      retryDelay = Math.min(retryDelay ? retryDelay * 2 : 500, 5000);
      again = retryDelay;
    } finally {
      asking = null;
    }
    setTimeout(ask, again);
  }

  function leave() {
    leaving = true;
    if (asking) asking.abort();
  }
  document.addEventListener("submit", leave, true);
  window.addEventListener("beforeunload", leave);
  window.addEventListener("pagehide", leave);
  // Back from the back-forward cache: the page is shown again and may be outdated.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    leaving = false;
    ask();
  });

  document.addEventListener("visibilitychange", () => {
    if (document.hidden) {
      if (asking) asking.abort();
    } else {
      ask();
    }
  });
  ask();
})();

// Scroll indicators, as UIScrollView draws them. The style sheet hides the browser's scroll bars
// inside the device (a desktop bar with arrows takes width no iPhone gives); while a list or a
// placeholder scrolls, a thin bar at its trailing edge shows where the view is, an overlay that
// takes no width, and fades out once the scrolling stops. Without script there is none, as in
// every screenshot: iOS shows none at rest either.
(() => {
  "use strict";
  const hideAfter = 600; // ms after the last scroll event, about UIKit's flashing time
  const inset = 3;       // pt from the edges, as UIKit insets its vertical indicator
  const shortest = 36;   // pt: the indicator's least length
  const timers = new WeakMap();
  document.addEventListener("scroll", (event) => {
    const area = event.target;
    if (!(area instanceof HTMLElement) || !area.matches(".lp-scroll, .lp-empty") || !area.parentElement) return;
    let bar = area.parentElement.querySelector(":scope > .lp-scroll-indicator");
    if (!bar) {
      bar = document.createElement("div");
      bar.className = "lp-scroll-indicator";
      bar.setAttribute("aria-hidden", "true");
      area.parentElement.append(bar);
    }
    const style = getComputedStyle(area);
    const bottom = parseFloat(style.paddingBlockEnd) || 0;
    const track = area.clientHeight - bottom - 2 * inset;
    const range = area.scrollHeight - area.clientHeight;
    if (track <= 0 || range <= 0) return;
    const length = Math.max(shortest, Math.min(track, track * area.clientHeight / area.scrollHeight));
    const progress = Math.min(1, Math.max(0, area.scrollTop / range));
    bar.style.top = `${area.offsetTop + inset + progress * (track - length)}px`;
    bar.style.height = `${length}px`;
    bar.classList.add("lp-scroll-indicator--visible");
    clearTimeout(timers.get(bar));
    timers.set(bar, setTimeout(() => bar.classList.remove("lp-scroll-indicator--visible"), hideAfter));
  }, true);
})();

// The Controls section follows each keystroke: the form's GET (the preview it would open) is fetched
// as the designer types, and the device and the rest of the panel (the audit, the code, the presets)
// are swapped for the answer's, the form itself left alone so the caret stays where it is. The
// address becomes the edited page's, so it can be copied and sent, and the Audit section adds what the
// device now cuts short. Without script the Preview button opens the same page.
(() => {
  "use strict";
  const form = document.getElementById("controls");
  if (!form || !window.fetch || !window.DOMParser) return;
  let timer = 0;
  let asked = null;
  // A value the server refuses (a colour it does not know) is said under the buttons; the page stays.
  function say(problem) {
    let line = form.querySelector(".lp-controls-problem");
    if (!line) {
      line = document.createElement("p");
      line.className = "lp-controls-problem";
      line.setAttribute("role", "alert");
      form.append(line);
    }
    line.textContent = problem;
  }
  async function follow() {
    const query = new URLSearchParams(new FormData(form));
    asked?.abort();
    asked = new AbortController();
    try {
      const response = await fetch(form.action + "?" + query, { signal: asked.signal, headers: { Accept: "text/html" } });
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      say(response.ok ? "" : page.querySelector(".lp-error-message")?.textContent ?? String(response.status));
      if (!response.ok) return;
      const stage = document.querySelector("main.lp-stage"), drawn = page.querySelector("main.lp-stage");
      const panel = document.getElementById("panel"), answered = page.getElementById("panel");
      if (!stage || !drawn || !panel || !answered) return;
      stage.replaceWith(document.adoptNode(drawn));
      const before = [], after = [];
      let seen = false;
      for (const child of [...answered.children]) {
        if (child.id === "controls") seen = true;
        else (seen ? after : before).push(document.adoptNode(child));
      }
      for (const child of [...panel.children]) if (child !== form) child.remove();
      form.before(...before);
      form.after(...after);
      history.replaceState(null, "", response.url);
      markCut();
    } catch (error) {
      if (error.name !== "AbortError") say(String(error));
    }
  }
  // What the device cuts short (a title, a button) is added to the Audit section, measured here as
  // `listpreview audit` measures it in Chromium: a box that hides its overflow and has more text than it shows.
  function markCut() {
    const device = document.getElementById("device"), heading = document.getElementById("audit");
    document.getElementById("audit-layout")?.remove();
    if (!device || !heading) return;
    const texts = [[".lp-title", "title"], [".lp-empty-label", "label"], [".lp-button", "button"], [".lp-empty-button", "button"],
                   [".lp-empty-secondary", "button"], [".lp-bar-item--text", "bar button"], [".lp-back-label", "back button"]];
    const list = document.createElement("ul");
    list.className = "lp-audit-list lp-audit-layout";
    list.id = "audit-layout";
    for (const [selector, what] of texts) {
      for (const element of device.querySelectorAll(selector)) {
        const style = getComputedStyle(element);
        const hides = style.overflowX !== "visible" || style.overflowY !== "visible";
        if (!hides || element.getClientRects().length === 0 || element.scrollWidth <= element.clientWidth + 1) continue;
        const item = document.createElement("li");
        item.className = "lp-audit-finding";
        const text = element.textContent.trim().replace(/\s+/g, " ").slice(0, 60);
        item.textContent = `${what} "${text}" cut short: ${element.scrollWidth} pt of text in ${element.clientWidth} pt`;
        list.append(item);
      }
    }
    if (list.children.length) heading.after(list);
  }
  markCut();
  form.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(follow, 250);
  });
})();
