import { SessionsSection } from "@/components/settings/sessions-section";
import { settingsMetadata, settingsPage } from "../settings-page";

export const generateMetadata = settingsMetadata("access");

/** settings/access: the signed-in devices, each can be signed out, or all at once. */
export default settingsPage("access", () => <SessionsSection />);
