import { PaymentsDonationStream } from "@mawid/contracts/payments";
import { commandHandler } from "@mawid/eventstore";
import { donationDecider } from "./decider.ts";
import { projectDonations } from "./project.ts";

export const handleDonationCommand = commandHandler({
  schema: "payments",
  stream: PaymentsDonationStream,
  decider: donationDecider,
  projections: [projectDonations],
});
