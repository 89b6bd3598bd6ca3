// React DOM is CommonJS: its body runs where it is first required. Re-exported from here, a
// module the build puts in the react-dom chunk (vite.config.ts), that start-up cost is paid
// when that chunk is evaluated, not inside the entry's already long first task.
export { createRoot, hydrateRoot } from 'react-dom/client';
