import type { Generated } from "kysely";

/** Read model of the user aggregate: who someone is and their profile. */
export interface UsersTable {
  id: string;
  email: string;
  email_verified: boolean;
  display_name: string;
  avatar_url: string | null;
  preferred_theme: "light" | "dark";
  locale: "en" | "ar" | "ur";
  role: "user" | "admin";
  created_at: Generated<Date>;
}
