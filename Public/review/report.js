// ListPreview's screenshot review, with JavaScript: per changed shot a switcher between the three
// pictures side by side, a slider over baseline and shot, and a blink between them; j / k (or n / p)
// move between changes; a button copies each approval command. Served by `listpreview review`, the
// Approve and Reject forms are posted without reloading the page (the card and the header are
// replaced by the server's new ones), and a / r approve or reject the card in view. Without it the
// page shows the same pictures side by side, and the forms post and come back (303).
(() => {
  "use strict";
  let shots = Array.from(document.querySelectorAll(".lp-review-shot"));

  function picture(images, role) {
    const image = images.querySelector(`[data-role="${role}"] img`);
    return image ? image.getAttribute("src") : null;
  }

  function stage(baseline, actual, mode) {
    const stage = document.createElement("div");
    stage.className = "lp-review-stage";
    const under = document.createElement("img");
    under.src = baseline;
    under.alt = "Baseline";
    stage.append(under);
    const label = document.createElement("p");
    label.className = "lp-review-stage-label";
    label.setAttribute("aria-live", "polite");
    if (mode === "slider") {
      const over = document.createElement("img");
      over.src = actual;
      over.alt = "Shot";
      over.className = "lp-review-over";
      stage.append(over);
      const range = document.createElement("input");
      range.type = "range";
      range.min = "0";
      range.max = "100";
      range.value = "50";
      range.setAttribute("aria-label", "Baseline on the left, shot on the right: where they meet, in percent");
      range.addEventListener("input", () => over.style.setProperty("--split", `${range.value}%`));
      stage.append(range);
      label.textContent = "Baseline on the left, shot on the right.";
    } else {
      let showingShot = false;
      const flip = () => {
        showingShot = !showingShot;
        under.src = showingShot ? actual : baseline;
        under.alt = showingShot ? "Shot" : "Baseline";
        label.textContent = showingShot ? "Showing the shot." : "Showing the baseline.";
      };
      label.textContent = "Showing the baseline.";
      // Once a second: well under three flashes a second (WCAG 2.3.1); paused while reduced motion is asked for.
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const toggle = document.createElement("button");
      toggle.type = "button";
      toggle.className = "lp-review-copy";
      toggle.textContent = "Switch";
      toggle.addEventListener("click", flip);
      stage.append(toggle);
      if (!reduced) stage.dataset.timer = String(window.setInterval(flip, 1000));
    }
    stage.append(label);
    return stage;
  }

  function enhance(shot) {
    const images = shot.querySelector(".lp-review-images");
    const baseline = images && picture(images, "baseline");
    const actual = images && picture(images, "actual");
    if (!baseline || !actual) return;
    const views = document.createElement("div");
    views.className = "lp-review-views";
    views.setAttribute("role", "group");
    views.setAttribute("aria-label", "How to compare");
    let current = null;
    const show = (mode, button) => {
      for (const other of views.querySelectorAll("button")) other.setAttribute("aria-pressed", String(other === button));
      if (current) {
        if (current.dataset.timer) window.clearInterval(Number(current.dataset.timer));
        current.remove();
        current = null;
      }
      images.hidden = mode !== "side";
      if (mode !== "side") {
        current = stage(baseline, actual, mode);
        images.after(current);
      }
    };
    for (const [mode, name] of [["side", "Side by side"], ["slider", "Slider"], ["blink", "Blink"]]) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = name;
      button.dataset.mode = mode;
      button.setAttribute("aria-pressed", String(mode === "side"));
      button.addEventListener("click", () => show(mode, button));
      views.append(button);
    }
    images.before(views);
  }
  shots.forEach(enhance);

  // j / n: the next change; k / p: the previous one; a / r: approve or reject the card in view (served).
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName)) return;
    if (event.key === "a" || event.key === "r") {
      const form = current() && current().querySelector("form.lp-review-decide");
      const button = form && form.querySelector(`button[value="${event.key === "a" ? "approve" : "reject"}"]`);
      if (button) {
        decide(form, button.value);
        event.preventDefault();
      }
      return;
    }
    const step = event.key === "j" || event.key === "n" ? 1 : event.key === "k" || event.key === "p" ? -1 : 0;
    if (!step || shots.length === 0) return;
    const here = shots.findIndex((shot) => shot.contains(document.activeElement));
    const next = shots[Math.min(shots.length - 1, Math.max(0, here < 0 ? (step > 0 ? 0 : shots.length - 1) : here + step))];
    next.focus();
    next.scrollIntoView({ block: "start" });
    event.preventDefault();
  });

  // The card with the focus, else the first one not decided yet.
  function current() {
    return shots.find((shot) => shot.contains(document.activeElement)) || shots.find((shot) => shot.dataset.decided !== "true");
  }

  // Posts a card's decision as its form would, then takes the card and the header from the page the
  // server answers with (the 303 leads back to it), and moves on to the next card left to decide.
  async function decide(form, decision) {
    const card = form.closest(".lp-review-shot");
    const body = new URLSearchParams(new FormData(form));
    body.set("decision", decision);
    for (const button of form.querySelectorAll("button")) button.disabled = true;
    let page = null;
    try {
      const response = await fetch(form.action, { method: "POST", body, credentials: "same-origin" });
      if (response.ok) page = new DOMParser().parseFromString(await response.text(), "text/html");
      else report(card, `The decision was not recorded (${response.status}): reload the page.`);
    } catch (error) {
      report(card, "The decision was not recorded (the server did not answer): reload the page.");
    }
    for (const button of form.querySelectorAll("button")) button.disabled = false;
    if (!page) return;
    const header = page.querySelector(".lp-review-header");
    if (header) {
      document.querySelector(".lp-review-header").replaceWith(header);
      addCopyButtons(header);
      addKeyHint(header);
    }
    document.title = page.title;
    const fresh = page.getElementById(card.id);
    if (!fresh) return;
    card.replaceWith(fresh);
    shots = shots.map((shot) => (shot === card ? fresh : shot));
    enhance(fresh);
    addCopyButtons(fresh);
    const next = shots.slice(shots.indexOf(fresh) + 1).find((shot) => shot.dataset.decided !== "true")
      || shots.find((shot) => shot.dataset.decided !== "true") || fresh;
    next.focus();
    if (next !== fresh) next.scrollIntoView({ block: "start" });
  }

  function report(card, text) {
    let line = card.querySelector(".lp-review-error");
    if (!line) {
      line = document.createElement("p");
      line.className = "lp-review-error";
      line.setAttribute("role", "alert");
      card.append(line);
    }
    line.textContent = text;
  }

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!form.matches("form.lp-review-decide") || !event.submitter) return;
    event.preventDefault();
    decide(form, event.submitter.value);
  });

  // A copy button beside each approval command.
  function addCopyButtons(root) {
    if (!navigator.clipboard) return;
    for (const code of root.querySelectorAll("code[data-copy]")) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "lp-review-copy";
      button.textContent = "Copy";
      button.setAttribute("aria-label", "Copy the command");
      button.addEventListener("click", async () => {
        await navigator.clipboard.writeText(code.textContent);
        button.textContent = "Copied";
      });
      (code.closest("pre") || code).after(button);
    }
  }
  addCopyButtons(document);

  // Served, the header says which keys decide (they work only with script, so script says it).
  function addKeyHint(header) {
    const progress = header.querySelector(".lp-review-finish");
    if (!progress || !document.querySelector("form.lp-review-decide")) return;
    const hint = document.createElement("p");
    hint.className = "lp-review-keys";
    hint.innerHTML = "Keys: <kbd>a</kbd> approves and <kbd>r</kbd> rejects the card in view; <kbd>j</kbd> and <kbd>k</kbd> move to the next and previous card.";
    progress.append(hint);
  }
  addKeyHint(document.querySelector(".lp-review-header"));
})();
