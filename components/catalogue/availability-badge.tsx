import { Badge } from "@/components/ui/badge";
import { availabilityTone, type Availability } from "./labels";

export function AvailabilityBadge({ availability, label }: { availability: Availability; label: string }) {
  return <Badge tone={availabilityTone[availability]}>{label}</Badge>;
}
