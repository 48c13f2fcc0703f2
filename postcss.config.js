// Tailwind 3 runs as a PostCSS plugin under Vite (app/tailwind.css, tailwind.config.ts).
export default {
  plugins: { tailwindcss: {} },
};
