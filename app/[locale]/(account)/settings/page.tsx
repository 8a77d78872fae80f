import { MainSettingsForm } from "@/components/settings/main-settings-form";
import { userDto } from "@/lib/auth/users";
import { settingsMetadata, settingsPage } from "./settings-page";

export const generateMetadata = settingsMetadata("main");

/** settings/ (main): language and interface preferences. */
export default settingsPage("main", async (caller) => <MainSettingsForm user={await userDto(caller)} />);
