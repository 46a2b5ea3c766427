// Vite's client types: CSS imports in main.tsx.
/// <reference types="vite/client" />
