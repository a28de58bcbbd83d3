/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_HELPDESK_EMAIL?: string;
}
