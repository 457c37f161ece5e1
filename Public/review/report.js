// ListPreview's screenshot review, with JavaScript: per changed shot a switcher between the three
// pictures side by side, a slider over baseline and shot, and a blink between them; j / k (or n / p)
// move between changes; a button copies each approval command. Without it the page shows the same
// pictures side by side.
(() => {
  "use strict";
  const shots = Array.from(document.querySelectorAll(".lp-review-shot"));

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

  for (const shot of shots) {
    const images = shot.querySelector(".lp-review-images");
    const baseline = images && picture(images, "baseline");
    const actual = images && picture(images, "actual");
    if (!baseline || !actual) continue;
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

  // j / n: the next change; k / p: the previous one.
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(event.target.tagName)) return;
    const step = event.key === "j" || event.key === "n" ? 1 : event.key === "k" || event.key === "p" ? -1 : 0;
    if (!step || shots.length === 0) return;
    const here = shots.findIndex((shot) => shot.contains(document.activeElement));
    const next = shots[Math.min(shots.length - 1, Math.max(0, here < 0 ? (step > 0 ? 0 : shots.length - 1) : here + step))];
    next.focus();
    next.scrollIntoView({ block: "start" });
    event.preventDefault();
  });

  // A copy button beside each approval command.
  if (navigator.clipboard) {
    for (const code of document.querySelectorAll("code[data-copy]")) {
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
})();
