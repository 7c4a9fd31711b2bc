import "leaflet/dist/leaflet.css";
import type { TVenue } from "@mawid/contracts/events";
import { CircleMarker, MapContainer, TileLayer } from "react-leaflet";

/** Leaflet with OpenStreetMap's tiles; loaded only when an event page with a venue needs it. */
export default function VenueMap({ venue, label }: { venue: TVenue; label: string }) {
  const centre: [number, number] = [venue.latitude, venue.longitude];
  return (
    <section className="event-map" aria-label={label}>
      <MapContainer center={centre} zoom={15} scrollWheelZoom={false} style={{ height: "100%" }}>
        <TileLayer
          url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        />
        <CircleMarker center={centre} radius={10} />
      </MapContainer>
    </section>
  );
}
