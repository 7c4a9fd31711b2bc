// Runs before the bundle so a reload in dark mode never flashes light.
try {
  const theme = localStorage.getItem("theme") === "dark" ? "dark" : "light";
  document.documentElement.className = theme;
  document.documentElement.setAttribute("data-theme", theme);
} catch {
  // Storage blocked: the app applies the default theme itself.
}
