import { ProfileSettings } from "@/components/settings/profile-settings";
import { userDto } from "@/lib/auth/users";
import { settingsMetadata, settingsPage } from "../settings-page";

export const generateMetadata = settingsMetadata("profile");

/** settings/profile: user information, the sign-in e-mail and billing profiles (locked until identity confirmation). */
export default settingsPage("profile", async (caller) => <ProfileSettings user={await userDto(caller)} />);
