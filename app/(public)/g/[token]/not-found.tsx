import { ReviewFrame } from "@/components/galleries/review-frame";

export default function ReviewNotFound() {
  return <ReviewFrame title="This gallery link does not work">It may have been replaced by a new link or deleted. Ask the person who shared it.</ReviewFrame>;
}
