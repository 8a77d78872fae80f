import type { BadgeTone } from "@/components/ui/badge";

const tones: Record<string, BadgeTone> = { new: "neutral", approving: "warning", approved: "success", changed: "info", blocked: "danger" };

/** The chip colour of an organisation status (the text is the API's translated status_label). */
export function statusTone(status: string): BadgeTone {
  return tones[status] ?? "neutral";
}
